/**
 * Price comparison mode on a product's page: one compact row per branch offer, cheapest first
 * (branch, pack when the product has several, price with unit price and saving, Add), instead of
 * the product's name and picture repeated in a full card for every branch.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../app/config/app-config';
import { formatMoney } from '../../lib/money';
import { serverWord } from '../../lib/server-text';
import { AddToBasketButton } from '../offers/AddToBasketButton';
import type { Offer } from '../offers/offer-model';
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
  const cheapest = offers.find((offer) => !offer.outOfStock) ?? offers[0];
  return (
    <ol className="branch-prices" aria-label={t`Offers for ${productName}`}>
      {offers.map((offer) => {
        const saving = formatMoney(offer.savingInCents, currencySymbol);
        return (
          <li
            key={offer.id}
            className={`branch-price${offer.outOfStock ? ' is-out-of-stock' : ''}`}
          >
            <div className="branch-price-where">
              <span className="branch-price-branch">{offer.supplier.name}</span>
              {severalPacks && (
                <span className="branch-price-pack">{serverWord(i18n, offer.sellable.pack)}</span>
              )}
              <span className="branch-price-labels">
                {offer === cheapest && offers.length > 1 && (
                  <span className="label is-success">
                    <Trans>Cheapest</Trans>
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
