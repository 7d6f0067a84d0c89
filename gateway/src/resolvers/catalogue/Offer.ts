import type { OfferResolvers, QuantityRule } from '../../generated/resolvers-types.js';
import type { RestOffer } from '@shopfront/legacy-api';

/** The legacy shop client's defaults for per-kg items when the offer gives no values. */
export const PER_KG_DEFAULTS = { minimum: 0.25, step: 0.05, conversionRate: 1 } as const;

export function quantityRule(offer: RestOffer): QuantityRule {
  if (!offer.per_kg) return { minimum: 1, step: 1, conversionRate: 1, symbol: null, decimals: 0 };
  return {
    minimum: offer.per_kg_qty_min ?? PER_KG_DEFAULTS.minimum,
    step: offer.per_kg_qty_step ?? PER_KG_DEFAULTS.step,
    conversionRate: offer.per_kg_conversion_rate ?? PER_KG_DEFAULTS.conversionRate,
    symbol: offer.per_kg_symbol ?? 'kg',
    decimals: 3,
  };
}

/** Units a shelf price is compared in: grams by the kilogram, millilitres by the litre. */
const COMPARISON_UNIT: Record<string, { unit: string; factor: number }> = {
  kg: { unit: 'kg', factor: 1 },
  g: { unit: 'kg', factor: 1000 },
  l: { unit: 'l', factor: 1 },
  ml: { unit: 'l', factor: 1000 },
};

/**
 * The price shoppers compare shelves by: per kg for per-kg offers and packs in g or kg, per litre
 * for packs in ml or l, otherwise per pack (`each`).
 */
export function shelfUnitPrice(offer: RestOffer): { cents: number; unit: string } {
  if (offer.per_kg) return { cents: offer.price_in_cents, unit: offer.per_kg_symbol || 'kg' };
  const comparison = COMPARISON_UNIT[offer.sellable.unit.toLowerCase()];
  if (comparison && offer.sellable.measurement > 0) {
    return {
      cents: Math.round((offer.price_in_cents * comparison.factor) / offer.sellable.measurement),
      unit: comparison.unit,
    };
  }
  return { cents: offer.price_in_cents, unit: 'each' };
}

/**
 * The count in the legacy low-stock text ("Only 3 left"): the legacy API sends no number of its
 * own. Null without a text, or a text without exactly one whole number.
 */
export function stockLeft(text: string | null): number | null {
  const counts = text?.match(/\d+/g) ?? [];
  return counts.length === 1 ? Number(counts[0]) : null;
}

export const Offer: OfferResolvers = {
  id: (offer) => String(offer.id),
  priceInCents: (offer) => offer.price_in_cents,
  basePriceInCents: (offer) => offer.base_price_in_cents,
  savingInCents: (offer) => Math.max(0, offer.base_price_in_cents - offer.price_in_cents),
  unitPriceInCents: (offer) => shelfUnitPrice(offer).cents,
  priceUnit: (offer) => shelfUnitPrice(offer).unit,
  priceUpdatedAt: (offer) => offer.price_updated_at,
  startAt: (offer) => offer.start_at,
  endAt: (offer) => offer.end_at,
  createdAt: (offer) => offer.created_at,
  stokvelMinQuantity: (offer) => offer.stokvel_min_qty,
  outOfStock: (offer) => offer.out_of_stock_at !== null,
  outOfStockAt: (offer) => offer.out_of_stock_at,
  outOfStockStreak: (offer) => offer.out_of_stock_streak,
  lowStockLabel: (offer) => offer.low_stock_label,
  lowStockText: (offer) => offer.low_stock_string,
  stockLeft: (offer) => stockLeft(offer.low_stock_string),
  perKg: (offer) => offer.per_kg,
  quantityRule: (offer) => quantityRule(offer),
  rootCategoryName: (offer) => offer.root_category_name,
};
