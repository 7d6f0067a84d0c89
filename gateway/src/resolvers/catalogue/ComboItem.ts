import type { ComboItemResolvers } from '../../generated/resolvers-types.js';

export const ComboItem: ComboItemResolvers = {
  id: (item) => String(item.id),
  imageUrl: (item) => item.image_url,
  quantity: (item) => item.combo_qty,
};
