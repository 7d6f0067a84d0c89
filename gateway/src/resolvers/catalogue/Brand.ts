import type { BrandResolvers } from '../../generated/resolvers-types.js';

export const Brand: BrandResolvers = {
  id: (brand) => String(brand.id),
  imageUrl: (brand) => brand.image_url,
};
