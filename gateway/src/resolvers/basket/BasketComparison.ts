import type { BasketComparisonResolvers } from '../../generated/resolvers-types.js';

export const BasketComparison: BasketComparisonResolvers = {
  cartId: (comparison) => String(comparison.cart_id),
  unitPriceThresholdPercent: (comparison) => comparison.unit_price_threshold_percent,
  /** The legacy API sends the baskets best first; a ranked comparison keeps that meaning. */
  cheapest: (comparison) => comparison.baskets[0] ?? null,
  dispatch: (comparison) => comparison.dispatch ?? null,
  recommended: ({ dispatch, baskets: [first] }) =>
    dispatch && first && first.serves !== false ? first : null,
  basket: ({ baskets }, { supplierId }) =>
    baskets.find((basket) => String(basket.supplier.id) === supplierId) ?? null,
};
