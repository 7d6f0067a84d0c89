/** One offer in a list: thumbnail, name, pack, price with unit price, stock and promo labels; opens the add-to-cart modal. */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useAppConfig } from '../../app/config/app-config';
import { trackSelectItem } from '../../lib/analytics';
import { formatMoney } from '../../lib/money';
import { validUntilLabel } from '../../lib/dates';
import { formatStored } from '../../lib/quantity';
import { lineQuantity, useCart } from '../basket/cart-store';
import { analyticsOffer, rulesOf, type Offer } from './offer-model';
import { Price } from './Price';
import { LowStockLabel, StokvelLabel } from './StockLabels';

const AddToCartModal = lazy(async () => ({
  default: (await import('./AddToCartModal')).AddToCartModal,
}));

interface Props {
  offer: Offer;
  /** Name of the list for analytics, e.g. `Search`. */
  listName: string;
  /** Show the supplier (market mode lists across suppliers). */
  showSupplier?: boolean;
}

export function OfferCard({ offer, listName, showSupplier = false }: Props) {
  const { i18n, t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const [open, setOpen] = useState(false);
  const cart = useCart();
  const inBasket = lineQuantity(cart, offer.id);
  const rules = rulesOf(offer);
  const name = offer.name;
  const saving = formatMoney(offer.savingInCents, currencySymbol);
  const qty = inBasket ? formatStored(inBasket, rules) : '';

  return (
    <li className={`offer-card${offer.outOfStock ? ' is-out-of-stock' : ''}`}>
      <img
        className="offer-image"
        src={offer.sellable.imageUrl}
        alt=""
        width="88"
        height="88"
        loading="lazy"
      />
      <div className="offer-body">
        <h3 className="offer-name">{offer.name}</h3>
        <p className="offer-meta">
          {[offer.sellable.brand?.name, offer.sellable.pack].filter(Boolean).join(' · ')}
        </p>
        {showSupplier && <p className="offer-supplier">{offer.supplier.name}</p>}
        <Price offer={offer} />
        {offer.sellable.comboItems && offer.sellable.comboItems.length > 0 && (
          <ul className="combo-list" aria-label={t`In this combo`}>
            {offer.sellable.comboItems.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        )}
        <div className="offer-labels">
          {offer.promo && (
            <span className="label is-promo">
              <Trans>Special</Trans>
            </span>
          )}
          {offer.stokvel && <StokvelLabel minimum={offer.stokvelMinQuantity} />}
          {offer.savingInCents > 0 && (
            <span className="label is-success">
              <Trans>Save {saving}</Trans>
            </span>
          )}
          {offer.endAt && (offer.promo || offer.stokvel) && (
            <span className="label">
              <Trans>Valid until {validUntilLabel(offer.endAt, i18n.locale)}</Trans>
            </span>
          )}
          {offer.outOfStock ? (
            <span className="label is-error">
              <Trans>Out of stock</Trans>
            </span>
          ) : (
            <LowStockLabel offer={offer} />
          )}
        </div>
      </div>
      <button
        type="button"
        className={`button offer-add${inBasket ? ' is-in-basket' : ''}`}
        disabled={offer.outOfStock && !inBasket}
        aria-label={inBasket ? t`Change ${name} in basket (${qty})` : t`Add ${name} to basket`}
        onClick={() => {
          trackSelectItem(analyticsOffer(offer), listName);
          setOpen(true);
        }}
      >
        {inBasket ? qty : <Trans>Add</Trans>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToCartModal offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </li>
  );
}
