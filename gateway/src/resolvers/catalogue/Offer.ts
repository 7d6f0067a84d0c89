import type { OfferResolvers, QuantityRule } from '../../generated/resolvers-types.js';
import type { RestOffer } from '@shopfront/legacy-sim/contract';

/** Spec defaults for per-kg items when the offer gives no values. */
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

export const Offer: OfferResolvers = {
  id: (offer) => String(offer.id),
  priceInCents: (offer) => offer.price_in_cents,
  basePriceInCents: (offer) => offer.base_price_in_cents,
  savingInCents: (offer) => Math.max(0, offer.base_price_in_cents - offer.price_in_cents),
  unitPriceInCents: (offer) =>
    offer.per_kg || !(offer.sellable.measurement > 0)
      ? offer.price_in_cents
      : Math.round(offer.price_in_cents / offer.sellable.measurement),
  priceUnit: (offer) => (offer.per_kg ? (offer.per_kg_symbol ?? 'kg') : offer.sellable.unit),
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
  perKg: (offer) => offer.per_kg,
  quantityRule: (offer) => quantityRule(offer),
  rootCategoryName: (offer) => offer.root_category_name,
};
