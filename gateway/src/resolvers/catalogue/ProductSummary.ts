import type { ProductSummaryResolvers } from '../../generated/resolvers-types.js';

export const ProductSummary: ProductSummaryResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
  fromPriceInCents: (product) => product.from_price_in_cents,
};
