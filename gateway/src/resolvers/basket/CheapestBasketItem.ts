import type { CheapestBasketItemResolvers } from '../../generated/resolvers-types.js';

export const CheapestBasketItem: CheapestBasketItemResolvers = {
  sellableId: (item) => String(item.sellable_id),
  quantity: (item) => item.qty,
  priceInCents: (item) => item.price_in_cents,
  supplier: (item, _args, { loaders }) =>
    item.supplierSummary ?? loaders.supplier.load(item.supplier_id),
};
