/**
 * Money is held in integer cents and shown as "R 1 234.56": the currency symbol, a space, the
 * rand with a space as thousands separator and two decimals after a point (spec 1 section 9).
 * The same shape in every locale, as South African shoppers read prices.
 */
export const DEFAULT_CURRENCY_SYMBOL = 'R';

export function formatMoney(cents: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const rands = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${symbol} ${grouped}.${String(remainder).padStart(2, '0')}`;
}

/** Units a shelf price is compared in: grams by the kilogram, millilitres by the litre. */
const BASE_UNIT: Record<string, { unit: string; factor: number }> = {
  kg: { unit: 'kg', factor: 1 },
  g: { unit: 'kg', factor: 1000 },
  l: { unit: 'l', factor: 1 },
  ml: { unit: 'l', factor: 1000 },
};

export interface UnitPriceInput {
  priceInCents: number;
  perKg: boolean;
  perKgSymbol?: string | null;
  unit: string;
  measurement: number;
}

/**
 * The price per kg, per litre or per item of an offer, e.g. `{ cents: 1599, unit: 'kg' }`.
 * Per-kg offers are already priced per kg; packs of g/ml/kg/l are divided by their content.
 */
export function unitPrice(offer: UnitPriceInput): { cents: number; unit: string } {
  if (offer.perKg) return { cents: offer.priceInCents, unit: offer.perKgSymbol || 'kg' };
  const base = BASE_UNIT[offer.unit.toLowerCase()];
  if (base && offer.measurement > 0) {
    return {
      cents: Math.round((offer.priceInCents * base.factor) / offer.measurement),
      unit: base.unit,
    };
  }
  return { cents: offer.priceInCents, unit: 'each' };
}
