/**
 * One basket line: picture, name, price (and the price the shopper saw, when it moved since they
 * added it), the quantity stepper, remove (asked first), line total. The offer is the cache's
 * (basket-view.ts); a line whose offer the cache does not hold yet says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { formatStored, shownFromStored, storedFromShown } from '../../lib/quantity';
import { useConfirm } from '../../ui/confirm';
import { QuantityStepper } from '../../ui/QuantityStepper';
import type { BasketLineView } from './basket-view';
import { removeLine, setQuantity } from './cart-store';
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
            <button type="button" className="link-button" onClick={() => removeLine(line.offerId)}>
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
    if (ok) removeLine(offer.id);
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
          ) : (
            <QuantityStepper
              value={shown}
              rules={rules}
              label={name}
              onChange={(next) => setQuantity(offer.id, storedFromShown(next, rules))}
            />
          )}
          <button type="button" className="link-button" onClick={() => void remove()}>
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
      <strong className="basket-line-total">
        {offer.outOfStock ? <Trans>Out of stock</Trans> : money(line.totalInCents)}
      </strong>
    </li>
  );
}
