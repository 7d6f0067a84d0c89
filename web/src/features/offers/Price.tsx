/** An offer's price: the price, the old price struck through on a saving, and the per-kg or per-unit price. */
import { useLingui } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import type { Offer } from './offer-model';

const UNIT_LABELS: Record<string, string> = { kg: 'kg', l: 'l', each: 'each' };

export function Price({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const saving = offer.basePriceInCents > offer.priceInCents;
  // The gateway gives the shelf comparison price: per kg, per litre or per pack.
  const unit =
    offer.priceUnit === 'each' ? t`each` : (UNIT_LABELS[offer.priceUnit] ?? offer.priceUnit);
  return (
    <div className="price">
      <span className={`price-now${saving ? ' is-saving' : ''}`}>
        {formatMoney(offer.priceInCents, currencySymbol)}
        {offer.perKg && <span className="price-per"> / {offer.quantityRule.symbol ?? 'kg'}</span>}
      </span>
      {saving && (
        <s
          className="price-was"
          aria-label={t`Was ${formatMoney(offer.basePriceInCents, currencySymbol)}`}
        >
          {formatMoney(offer.basePriceInCents, currencySymbol)}
        </s>
      )}
      {!offer.perKg && (
        <span className="price-unit">
          {formatMoney(offer.unitPriceInCents, currencySymbol)} / {unit}
        </span>
      )}
    </div>
  );
}
