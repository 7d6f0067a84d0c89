import type { CheapestBasketResolvers } from '../../generated/resolvers-types.js';

export const CheapestBasket: CheapestBasketResolvers = {
  totalInCents: (basket) => basket.total_in_cents,
};
