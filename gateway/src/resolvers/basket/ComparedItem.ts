import type { ComparedItemResolvers } from '../../generated/resolvers-types.js';

export const ComparedItem: ComparedItemResolvers = {
  sellableId: (item) => String(item.sellable_id),
  quantity: (item) => item.qty,
  priceInCents: (item) => item.price_in_cents,
  totalInCents: (item) => item.total_in_cents,
  unitPriceOverThreshold: (item) => item.unit_price_over_threshold,
};
