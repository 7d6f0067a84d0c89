import type { RestCategoryDetail } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { CategoryResolvers } from '../../generated/resolvers-types.js';
import { listingNames } from './listing-offers.js';
import type { CategoryParent } from './parents.js';

/** The category's detail at its supplier: as given, or loaded when the parent is a list entry. */
function detail(
  category: CategoryParent,
  { loaders }: GatewayContext,
): Promise<RestCategoryDetail> {
  return 'products' in category
    ? Promise.resolve(category)
    : loaders.category.load({ id: category.id, supplierId: category.scopeSupplierId });
}

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
  imageUrl: (category) => category.image_url,
  categoriesCount: (category) => category.categories_count ?? null,
  productsCount: (category) => category.products_count ?? null,
  parentId: (category) => (category.parent_id === null ? null : String(category.parent_id)),
  subcategories: async (category, _args, context) =>
    (await detail(category, context)).categories.map((child) => ({
      ...child,
      scopeSupplierId: category.scopeSupplierId,
    })),
  products: async (category, _args, context) => {
    const full = await detail(category, context);
    const listedUnder = listingNames(full);
    return full.products.map((product) => ({
      ...product,
      scopeSupplierId: category.scopeSupplierId,
      listedUnder,
    }));
  },
  path: async (category, _args, context) =>
    (await detail(category, context)).catalog_path.map(({ id, name }) => ({
      id: String(id),
      name,
    })),
  banners: (category, _args, { loaders }) =>
    loaders.categoryBanners.load({ id: category.id, supplierId: category.scopeSupplierId }),
};
