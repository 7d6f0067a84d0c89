import type { ProductOffersResolvers } from '../../generated/resolvers-types.js';

export const ProductOffers: ProductOffersResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
};
