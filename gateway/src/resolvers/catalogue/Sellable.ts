import type { SellableResolvers } from '../../generated/resolvers-types.js';

export const Sellable: SellableResolvers = {
  id: (sellable) => String(sellable.id),
  productId: (sellable) => (sellable.product_id === null ? null : String(sellable.product_id)),
  productName: (sellable) => sellable.product?.name ?? null,
  imageUrl: (sellable) => sellable.image_url,
  largeImageUrl: (sellable) => sellable.image_lg_url,
  catalogPaths: (sellable) => sellable.catalog_paths,
  comboItems: (sellable) => sellable.combo_items,
};
