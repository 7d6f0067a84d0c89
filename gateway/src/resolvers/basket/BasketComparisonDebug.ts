import type { BasketComparisonDebugResolvers } from '../../generated/resolvers-types.js';

export const BasketComparisonDebug: BasketComparisonDebugResolvers = {
  cartId: (comparison) => String(comparison.cart_id),
  cheapestBasket: (comparison) => comparison.cheapest_basket,
};
