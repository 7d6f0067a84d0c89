import type { CartResolvers } from '../../generated/resolvers-types.js';

export const Cart: CartResolvers = {
  id: (cart) => String(cart.id),
  proxyOrderId: (cart) => (cart.proxy_order_id === null ? null : String(cart.proxy_order_id)),
};
