/**
 * One basket line: picture, name, price (and the price the shopper agreed to, when it moved
 * since), the quantity stepper, remove (asked first), line total. The offer is the cache's
 * (basket-view.ts); a line whose offer the cache does not hold yet says so. Before the page's
 * scripts have run (a server-rendered basket, or JavaScript off) the stepper's buttons and Remove
 * are forms that set the line's quantity on the server (BasketForm).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import {
  canDecrease,
  canIncrease,
  decrease,
  formatShown,
  formatStored,
  increase,
  shownFromStored,
  storedFromShown,
  type QuantityRules,
} from '../../lib/quantity';
import { useHydrated } from '../../ui/use-hydrated';
import { BasketForm } from './BasketForm';
import { fitToRules, presetLabel, presetsFor } from '../../lib/quantity-entry';
import { useConfirm } from '../../ui/confirm';
import { QuantityStepper } from '../../ui/QuantityStepper';
import type { BasketLineView } from './basket-view';
import { removeLine, setQuantity } from './cart-store';
import { useNotChangedNotice } from './use-not-changed-notice';
import { serverName, serverWord } from '../../lib/server-text';

export function BasketLine({
  line,
  showSupplier = false,
}: {
  line: BasketLineView;
  showSupplier?: boolean;
}) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const confirm = useConfirm();
  const notChanged = useNotChangedNotice();
  const hydrated = useHydrated();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const { offer, rules } = line;

  if (!offer || !rules) {
    return (
      <li
        className="basket-line"
        aria-label={t`Item not shown yet`}
        data-testid="basket-line-unknown"
      >
        <div className="basket-line-body">
          <h3>
            <Trans>This item is shown once the shop answers.</Trans>
          </h3>
          <p className="muted">
            <Trans>
              {line.quantity} at {money(line.seenPriceInCents)} when you added it
            </Trans>
          </p>
          <div className="basket-line-controls">
            <button
              type="button"
              className="link-button"
              onClick={() => void removeLine(line.offerId, notChanged(t`this item`))}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        </div>
      </li>
    );
  }

  const name = serverName(i18n, offer.name);
  const shown = shownFromStored(line.quantity, rules);
  const seen = line.movedFromInCents === null ? '' : money(line.movedFromInCents);
  const remove = async () => {
    const ok = await confirm({
      title: t`Remove from basket?`,
      message: t`Remove ${name} from your basket?`,
      okLabel: t`Yes`,
      cancelLabel: t`No`,
    });
    if (ok) await removeLine(offer.id, notChanged(name));
  };

  return (
    <li className="basket-line" aria-label={name}>
      <img src={offer.sellable.imageUrl} alt="" width="64" height="64" loading="lazy" />
      <div className="basket-line-body">
        <h3>{name}</h3>
        <p className="muted">
          {[
            offer.sellable.brand?.name,
            offer.sellable.pack && serverWord(i18n, offer.sellable.pack),
            showSupplier ? offer.supplier.name : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="basket-line-price">
          {money(offer.priceInCents)}
          {offer.perKg ? ` / ${rules.symbol}` : ''}
        </p>
        {line.movedFromInCents !== null && (
          <p
            className={`basket-line-moved ${line.movedFromInCents < offer.priceInCents ? 'is-up' : 'is-down'}`}
            data-testid="price-moved"
          >
            <Trans>was {seen} when you added it</Trans>
          </p>
        )}
        <div className="basket-line-controls">
          {offer.outOfStock ? (
            <span className="muted">{formatStored(line.quantity, rules, i18n.locale)}</span>
          ) : hydrated ? (
            <QuantityStepper
              value={shown}
              rules={rules}
              label={name}
              onChange={(next) =>
                void setQuantity(offer.id, storedFromShown(next, rules), notChanged(name))
              }
            />
          ) : (
            <>
              <StepperForms line={line} rules={rules} shown={shown} label={name} />
              <WeightForms line={line} rules={rules} shown={shown} label={name} />
            </>
          )}
          {hydrated ? (
            <button type="button" className="link-button" onClick={() => void remove()}>
              <Trans>Remove</Trans>
            </button>
          ) : (
            <BasketForm line={{ ...line, quantity: 0 }} onHydratedSubmit={() => void remove()}>
              <button type="submit" className="link-button">
                <Trans>Remove</Trans>
              </button>
            </BasketForm>
          )}
        </div>
      </div>
      <strong className="basket-line-total">
        {offer.outOfStock ? <Trans>Out of stock</Trans> : money(line.totalInCents)}
      </strong>
    </li>
  );
}

/** A line's forms before the page's scripts run: the line, its rules, its amount and its name. */
interface LineForms {
  line: BasketLineView;
  rules: QuantityRules;
  shown: number;
  label: string;
}

/**
 * The stepper before the page's scripts run: less and more as forms setting the quantity they
 * lead to (the hydrated page shows the interactive stepper, with press and hold).
 */
function StepperForms({ line, rules, shown, label }: LineForms) {
  const { t, i18n } = useLingui();
  const amount = formatShown(shown, rules, i18n.locale);
  const to = (next: number) => ({ ...line, quantity: storedFromShown(next, rules) });
  const ignore = () => undefined;
  return (
    <div className="stepper" role="group" aria-label={t`Quantity of ${label}`}>
      <BasketForm line={to(decrease(shown, rules))} onHydratedSubmit={ignore}>
        <button
          type="submit"
          className="stepper-button"
          aria-label={t`Less`}
          disabled={!canDecrease(shown, rules)}
        >
          −
        </button>
      </BasketForm>
      <output className="stepper-value" aria-label={t`Quantity`}>
        {rules.symbol ? `${amount} ${rules.symbol}` : amount}
      </output>
      <BasketForm line={to(increase(shown, rules))} onHydratedSubmit={ignore}>
        <button
          type="submit"
          className="stepper-button"
          aria-label={t`More`}
          disabled={!canIncrease(shown, rules)}
        >
          +
        </button>
      </BasketForm>
    </div>
  );
}

/**
 * Without the scripts, an item sold by the kg takes the add dialog's weights (250 g … 2 kg) in one
 * tap each, as forms, where the stepper moves by one step a page load. Read only then: before the
 * scripts start on a page that has them, the hydrated line's own entry is on its way.
 */
function WeightForms({ line, rules, shown, label }: LineForms) {
  const { t, i18n } = useLingui();
  const weights = presetsFor(rules)
    .map((kg) => fitToRules(kg, rules).shown)
    .filter((kg, index, all) => all.indexOf(kg) === index);
  if (weights.length === 0) return null;
  return (
    <noscript>
      <div className="quantity-presets" role="group" aria-label={t`Weights of ${label}`}>
        {weights.map((kg) => (
          <BasketForm
            key={kg}
            line={{ ...line, quantity: storedFromShown(kg, rules) }}
            onHydratedSubmit={() => undefined}
          >
            <button
              type="submit"
              className={`button is-small${kg === shown ? '' : ' is-secondary'}`}
              aria-pressed={kg === shown}
            >
              {presetLabel(kg, i18n.locale)}
            </button>
          </BasketForm>
        ))}
      </div>
    </noscript>
  );
}
