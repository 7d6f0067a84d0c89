/**
 * The basket (`/basket`): every line with its quantity stepper, price and line total; out-of-stock
 * lines set apart with their count; the total; and in market mode the comparison across branches.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import { formatMoney } from '../../lib/money';
import { quantityRules, shownFromStored, storedFromShown } from '../../lib/quantity';
import { useConfirm } from '../../ui/confirm';
import { CheckoutButton } from '../checkout/CheckoutButton';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { Empty } from '../../ui/states';
import {
  lineTotal,
  removeLine,
  removeOutOfStock,
  setLine,
  summarise,
  useCart,
  type CartLine,
} from './cart-store';
import { useBasketRecheck } from './useBasketRecheck';
import { useBasketSync } from './useBasketSync';

export function BasketPage() {
  const { t } = useLingui();
  const config = useAppConfig();
  const cart = useCart();
  useBasketSync();
  useBasketRecheck();
  const summary = summarise(cart);
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const inStock = cart.items.filter((line) => !line.offer.outOfStock);
  const outOfStock = cart.items.filter((line) => line.offer.outOfStock);
  const count = summary.outOfStockCount;

  if (cart.items.length === 0) {
    return (
      <>
        <Empty>
          <Trans>Your basket is empty.</Trans>
        </Empty>
        <p className="center">
          <Link className="button" to="/">
            <Trans>Start shopping</Trans>
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      {outOfStock.length > 0 && (
        <section className="notice is-error" aria-labelledby="out-of-stock-heading">
          <h2 id="out-of-stock-heading">
            <Plural value={count} one="# item is out of stock" other="# items are out of stock" />
          </h2>
          <ul className="basket-list" aria-label={t`Out of stock`}>
            {outOfStock.map((line) => (
              <BasketLine key={line.offer.id} line={line} />
            ))}
          </ul>
          <button type="button" className="button is-secondary" onClick={removeOutOfStock}>
            <Trans>Remove out-of-stock items</Trans>
          </button>
        </section>
      )}
      <ul className="basket-list" aria-label={t`Basket items`}>
        {inStock.map((line) => (
          <BasketLine key={line.offer.id} line={line} showSupplier={config.mode === 'MARKET'} />
        ))}
      </ul>
      <dl className="totals">
        {summary.savingsInCents > 0 && (
          <div className="saving">
            <dt>
              <Trans>You save</Trans>
            </dt>
            <dd>{money(summary.savingsInCents)}</dd>
          </div>
        )}
        <div className="total">
          <dt>
            <Plural value={summary.inStockCount} one="Total (# item)" other="Total (# items)" />
          </dt>
          <dd data-testid="basket-total">{money(summary.totalInCents)}</dd>
        </div>
      </dl>
      <CheckoutButton />
      {config.mode === 'MARKET' && (
        <p className="center">
          <Link className="button" to="/basket/compare">
            <Trans>Compare this basket at every branch</Trans>
          </Link>
        </p>
      )}
    </>
  );
}

function BasketLine({ line, showSupplier = false }: { line: CartLine; showSupplier?: boolean }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const confirm = useConfirm();
  const { offer } = line;
  const rules = quantityRules(offer);
  const shown = shownFromStored(line.qty, rules);
  const name = offer.name;

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
      <img src={offer.imageUrl} alt="" width="64" height="64" loading="lazy" />
      <div className="basket-line-body">
        <h3>{name}</h3>
        <p className="muted">
          {[offer.brand, offer.pack, showSupplier ? offer.supplierName : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="basket-line-price">
          {formatMoney(offer.priceInCents, config.currencySymbol)}
          {offer.perKg ? ` / ${rules.symbol}` : ''}
        </p>
        <div className="basket-line-controls">
          {!offer.outOfStock && (
            <QuantityStepper
              value={shown}
              rules={rules}
              label={name}
              onChange={(next) => setLine(offer, storedFromShown(next, rules))}
            />
          )}
          <button type="button" className="link-button" onClick={() => void remove()}>
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
      <strong className="basket-line-total">
        {offer.outOfStock ? (
          <Trans>Out of stock</Trans>
        ) : (
          formatMoney(lineTotal(line), config.currencySymbol)
        )}
      </strong>
    </li>
  );
}
