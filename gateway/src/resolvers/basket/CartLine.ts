import type { CartLineResolvers } from '../../generated/resolvers-types.js';

export const CartLine: CartLineResolvers = {
  quantity: (line) => line.qty,
};
