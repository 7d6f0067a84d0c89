import type { BasketComparisonResolvers } from '../../generated/resolvers-types.js';

export const BasketComparison: BasketComparisonResolvers = {
  cartId: (comparison) => String(comparison.cart_id),
  unitPriceThresholdPercent: (comparison) => comparison.unit_price_threshold_percent,
  /** The legacy API sends the baskets cheapest first. */
  cheapest: (comparison) => comparison.baskets[0] ?? null,
};
