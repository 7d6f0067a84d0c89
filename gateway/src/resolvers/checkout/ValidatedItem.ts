import type { ValidatedItemResolvers } from '../../generated/resolvers-types.js';

export const ValidatedItem: ValidatedItemResolvers = {
  offerId: (item) => String(item.offer_id),
  quantity: (item) => item.qty,
  priceInCents: (item) => item.price_in_cents,
  previousPriceInCents: (item) => item.previous_price_in_cents,
  outOfStock: (item) => item.out_of_stock,
  priceChanged: (item) => item.updated,
};
