/**
 * Price comparison mode on a product's page: one compact row per branch offer (branch, brand when
 * the offers are of several brands, price with unit price and saving, Add), instead of the
 * product's name and picture repeated in a full card for every branch. A product in several packs
 * lists each pack on its own, cheapest first, and names the offer cheapest per litre or kg: a
 * 2 l at R16.50 a litre beats a 1 l at R17.99 that is cheaper on the shelf.
 */
import { ClosedMark } from '../../ui/ClosedMark';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { serverWord } from '../../lib/server-text';
import { AddToBasketButton } from '../offers/AddToBasketButton';
import type { Offer } from '../offers/offer-model';
import { Price } from '../offers/Price';
import { LowStockLabel } from '../offers/StockLabels';
import { cheapestPerUnit, packGroups, type PackGroup } from './pack-groups';

interface Props {
  offers: Offer[];
  productName: string;
}

export function BranchPrices({ offers, productName }: Props) {
  const { t } = useLingui();
  const groups = packGroups(offers);
  // One branch may sell the product under two brands ("Mushrooms Sliced": Lucky Catch, Koo-Koo).
  const severalBrands = new Set(offers.map((offer) => offer.sellable.brand?.name ?? '')).size > 1;
  const bestPerUnit = cheapestPerUnit(groups);
  const [only] = groups;
  if (groups.length === 1 && only) {
    return (
      <ol className="branch-prices" aria-label={t`Offers for ${productName}`}>
        <Rows group={only} severalBrands={severalBrands} severalPacks={false} />
      </ol>
    );
  }
  return (
    <div className="pack-groups">
      {groups.map((group) => (
        <PackSection
          key={group.pack}
          group={group}
          productName={productName}
          severalBrands={severalBrands}
          bestPerUnit={bestPerUnit}
        />
      ))}
    </div>
  );
}

function PackSection({
  group,
  productName,
  severalBrands,
  bestPerUnit,
}: {
  group: PackGroup;
  productName: string;
  severalBrands: boolean;
  bestPerUnit: Offer | null;
}) {
  const { i18n, t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const headingId = useId();
  const pack = serverWord(i18n, group.pack);
  const from = formatMoney(group.cheapest.priceInCents, currencySymbol);
  const perUnit = `${formatMoney(group.cheapest.unitPriceInCents, currencySymbol)} / ${group.cheapest.priceUnit}`;
  return (
    <section className="pack-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="pack-group-heading">
        <span className="pack-group-pack">{pack}</span>
        <span className="pack-group-from">
          {group.cheapest.priceUnit === 'each' ? (
            <Trans>from {from}</Trans>
          ) : (
            <Trans>
              from {from} ({perUnit})
            </Trans>
          )}
        </span>
      </h3>
      <ol className="branch-prices" aria-label={t`Offers for ${productName}, ${pack}`}>
        <Rows group={group} severalBrands={severalBrands} severalPacks bestPerUnit={bestPerUnit} />
      </ol>
    </section>
  );
}

function Rows({
  group,
  severalBrands,
  severalPacks,
  bestPerUnit = null,
}: {
  group: PackGroup;
  severalBrands: boolean;
  severalPacks: boolean;
  bestPerUnit?: Offer | null;
}) {
  const { i18n } = useLingui();
  const { currencySymbol } = useAppConfig();
  const pack = serverWord(i18n, group.pack);
  return (
    <>
      {group.offers.map((offer) => {
        const saving = formatMoney(offer.savingInCents, currencySymbol);
        return (
          <li
            key={offer.id}
            className={`branch-price${offer.outOfStock ? ' is-out-of-stock' : ''}`}
          >
            <div className="branch-price-where">
              <span className="branch-price-branch">{offer.supplier.name}</span>
              {severalBrands && offer.sellable.brand && (
                <span className="branch-price-pack">{offer.sellable.brand.name}</span>
              )}
              <span className="branch-price-labels">
                <ClosedMark closedText={offer.supplier.closedText} />
                {offer === bestPerUnit && (
                  <span className="label is-success">
                    <CheapestPerUnit unit={offer.priceUnit} />
                  </span>
                )}
                {offer === group.cheapest && group.offers.length > 1 && (
                  <span className="label is-success">
                    {severalPacks ? <Trans>Cheapest {pack}</Trans> : <Trans>Cheapest</Trans>}
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
    </>
  );
}

/** "Cheapest per litre" / "Cheapest per kg" (`cheapestPerUnit` only names these two). */
function CheapestPerUnit({ unit }: { unit: string }) {
  return unit === 'l' ? <Trans>Cheapest per litre</Trans> : <Trans>Cheapest per kg</Trans>;
}
