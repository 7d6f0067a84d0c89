import type { BasketComparisonDebugResolvers } from '../../generated/resolvers-types.js';

export const BasketComparisonDebug: BasketComparisonDebugResolvers = {
  cartId: (comparison) => String(comparison.cart_id),
  cheapestBasket: ({ cheapest_basket: cheapest, baskets }) => ({
    total_in_cents: cheapest.total_in_cents,
    items: cheapest.items.map((item) => ({
      ...item,
      supplierSummary:
        baskets.find((basket) => basket.supplier.id === item.supplier_id)?.supplier ?? null,
    })),
  }),
};
