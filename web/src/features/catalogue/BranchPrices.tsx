/**
 * Price comparison mode on a product's page: one compact row per branch offer, cheapest first
 * (branch, brand when the offers are of several brands, pack when the product has several,
 * price with unit price and saving, Add), instead of
 * the product's name and picture repeated in a full card for every branch.
 */
import { ClosedMark } from '../suppliers/ClosedMark';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { serverWord } from '../../lib/server-text';
import { AddToBasketButton } from '../offers/AddToBasketButton';
import { startsLater, type Offer } from '../offers/offer-model';
import { Price } from '../offers/Price';
import { LowStockLabel } from '../offers/StockLabels';

interface Props {
  /** The offers, cheapest first. */
  offers: Offer[];
  productName: string;
}

export function BranchPrices({ offers, productName }: Props) {
  const { i18n, t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const severalPacks = new Set(offers.map((offer) => offer.sellable.pack)).size > 1;
  // One branch may sell the product under two brands ("Mushrooms Sliced": Lucky Catch, Koo-Koo).
  const severalBrands = new Set(offers.map((offer) => offer.sellable.brand?.name ?? '')).size > 1;
  // The cheapest the shopper can buy now: not out of stock, not a special starting later.
  const cheapest = offers.find((offer) => !offer.outOfStock && !startsLater(offer)) ?? offers[0];
  return (
    <ol className="branch-prices" aria-label={t`Offers for ${productName}`}>
      {offers.map((offer) => {
        const saving = formatMoney(offer.savingInCents, currencySymbol);
        // What tells this row from another at the same branch: "Koo-Koo · 410 g".
        const variant = [
          severalBrands ? offer.sellable.brand?.name : null,
          severalPacks ? serverWord(i18n, offer.sellable.pack) : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li
            key={offer.id}
            className={`branch-price${offer.outOfStock ? ' is-out-of-stock' : ''}`}
          >
            <div className="branch-price-where">
              <span className="branch-price-branch">{offer.supplier.name}</span>
              {variant && <span className="branch-price-pack">{variant}</span>}
              <span className="branch-price-labels">
                <ClosedMark closedText={offer.supplier.closedText} />
                {offer === cheapest && offers.length > 1 && (
                  <span className="label is-success">
                    <Trans>Cheapest</Trans>
                  </span>
                )}
                {offer.promo && (
                  <span className="label is-promo">
                    <Trans>Special</Trans>
                  </span>
                )}
                {offer.savingInCents > 0 && (
                  <span className="label">
                    <Trans>Save {saving}</Trans>
                  </span>
                )}
                {offer.outOfStock ? (
                  <span className="label is-error">
                    <Trans>Out of stock</Trans>
                  </span>
                ) : (
                  <LowStockLabel offer={offer} />
                )}
              </span>
            </div>
            <Price offer={offer} />
            <AddToBasketButton offer={offer} listName="Product" atBranch={offer.supplier.name} />
          </li>
        );
      })}
    </ol>
  );
}
