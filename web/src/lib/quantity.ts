/**
 * Quantity stepper maths.
 *
 * - Normal items: minimum 1, step 1, whole numbers.
 * - Per-kg items: minimum 0.250, step 0.050 and conversion rate 1.0 unless the offer says otherwise.
 * - The stored (basket) quantity is the shown amount times the conversion rate.
 * - A starting value of 0 shows the minimum; the amount never drops below the minimum.
 * - Every quantity is rounded to 5 decimals; kg and litre amounts show 3 decimals, others 0.
 * - A stokvel offer starts at its stokvel minimum (the bulk price needs it); a low-stock offer
 *   ("Only 3 left") stops at what is left.
 */
export const PER_KG_DEFAULTS = { min: 0.25, step: 0.05, rate: 1 } as const;
export const HOLD_DELAY_MS = 500;
export const HOLD_INTERVAL_MS = 50;

export interface QuantityOffer {
  perKg: boolean;
  perKgQtyMin?: number | null;
  perKgQtyStep?: number | null;
  perKgConversionRate?: number | null;
  perKgSymbol?: string | null;
  stokvel?: boolean;
  stokvelMinQuantity?: number | null;
  /** What is left when stock is low; null when stock is fine. */
  stockLeft?: number | null;
}

export interface QuantityRules {
  perKg: boolean;
  min: number;
  /** The most that can be ordered (what is left); null when there is no such limit. */
  max: number | null;
  step: number;
  rate: number;
  /** The unit shown next to the amount: `kg`, `l`, … for per-kg items, empty otherwise. */
  symbol: string;
  decimals: number;
}

export function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export function quantityRules(offer: QuantityOffer): QuantityRules {
  if (!offer.perKg) {
    const stokvelMin = offer.stokvel ? Math.ceil(offer.stokvelMinQuantity ?? 1) : 1;
    const left = offer.stockLeft ?? null;
    return {
      perKg: false,
      min: Math.max(1, stokvelMin),
      max: left !== null && left > 0 ? left : null,
      step: 1,
      rate: 1,
      symbol: '',
      decimals: 0,
    };
  }
  const symbol = offer.perKgSymbol || 'kg';
  return {
    perKg: true,
    min: offer.perKgQtyMin || PER_KG_DEFAULTS.min,
    max: null,
    step: offer.perKgQtyStep || PER_KG_DEFAULTS.step,
    rate: offer.perKgConversionRate || PER_KG_DEFAULTS.rate,
    symbol,
    decimals: symbol === 'kg' || symbol === 'l' ? 3 : 0,
  };
}

/** The amount the stepper shows for a stored quantity (0, or nothing yet, shows the minimum). */
export function shownFromStored(stored: number, rules: QuantityRules): number {
  if (!stored) return rules.min;
  return Math.max(rules.min, round5(stored / rules.rate));
}

/** The quantity kept in the basket for a shown amount. */
export function storedFromShown(shown: number, rules: QuantityRules): number {
  return round5(shown * rules.rate);
}

export function increase(shown: number, rules: QuantityRules): number {
  const next = round5(Math.max(rules.min, shown) + rules.step);
  return rules.max === null ? next : Math.min(next, Math.max(rules.max, shown));
}

/** Whether the plus button can raise the amount (not past what is left). */
export function canIncrease(shown: number, rules: QuantityRules): boolean {
  return rules.max === null || round5(shown + rules.step) <= rules.max;
}

export function decrease(shown: number, rules: QuantityRules): number {
  return Math.max(rules.min, round5(shown - rules.step));
}

/** Whether the minus button can lower the amount. */
export function canDecrease(shown: number, rules: QuantityRules): boolean {
  return round5(shown - rules.step) >= rules.min;
}

/**
 * "1.25" for kg and litres, "3" for items, in English; "1,25" in Afrikaans and French, the
 * decimal comma those readers expect. Never trailing zeros: "1.250" (a point and three digits)
 * reads as one thousand two hundred and fifty to many readers (ADR 0039, ADR 0065).
 */
export function formatShown(shown: number, rules: QuantityRules, locale = 'en'): string {
  const fixed = shown.toFixed(rules.decimals);
  if (rules.decimals === 0) return fixed;
  const trimmed = fixed.replace(/\.?0+$/, '');
  return locale === 'en' ? trimmed : trimmed.replace('.', ',');
}

/** A basket line's quantity for display, e.g. "1.25 kg" ("1,25 kg" in af/fr) or "3". */
export function formatStored(stored: number, rules: QuantityRules, locale = 'en'): string {
  const shown = formatShown(round5(stored / rules.rate), rules, locale);
  return rules.symbol ? `${shown} ${rules.symbol}` : shown;
}

/** Price of a line in cents: the unit (or per-kg) price times the shown amount. */
export function lineTotalInCents(
  priceInCents: number,
  stored: number,
  rules: QuantityRules,
): number {
  return Math.round(priceInCents * round5(stored / rules.rate));
}
