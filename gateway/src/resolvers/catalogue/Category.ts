import type { CategoryResolvers } from '../../generated/resolvers-types.js';

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  imageUrl: (category) => category.image_url,
  categoriesCount: (category) => category.categories_count ?? null,
  productsCount: (category) => category.products_count ?? null,
};
