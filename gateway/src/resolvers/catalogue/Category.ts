import type { RestCategoryDetail } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { CategoryResolvers } from '../../generated/resolvers-types.js';
import { listingNames } from './listing-offers.js';
import type { CategoryParent, ProductSummaryParent } from './parents.js';
import { checkPaging } from './paging.js';

/** The category's detail at its supplier: as given, or loaded when the parent is a list entry. */
function detail(
  category: CategoryParent,
  { loaders }: GatewayContext,
): Promise<RestCategoryDetail> {
  return 'products' in category
    ? Promise.resolve(category)
    : loaders.category.load({ id: category.id, supplierId: category.scopeSupplierId });
}

/** The category's products from `start` to before `end` (all by default), as summaries. */
function productsOf(
  category: CategoryParent,
  full: RestCategoryDetail,
  start = 0,
  end = full.products.length,
): ProductSummaryParent[] {
  const listedUnder = listingNames(full);
  return full.products.slice(start, end).map((product) => ({
    ...product,
    scopeSupplierId: category.scopeSupplierId,
    listedUnder,
  }));
}

/** A page's products when `perPage` is not given: the web's category page shows as many. */
const CATEGORY_PAGE_SIZE = 20;

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
  products: async (category, _args, context) =>
    productsOf(category, await detail(category, context)),
  productPage: async (category, { page, perPage }, context) => {
    checkPaging(page, perPage);
    const size = perPage ?? CATEGORY_PAGE_SIZE;
    const number = page ?? 1;
    const full = await detail(category, context);
    const start = (number - 1) * size;
    return {
      products: productsOf(category, full, start, start + size),
      nextPage: start + size < full.products.length ? number + 1 : null,
      totalCount: full.products.length,
    };
  },
  path: async (category, _args, context) =>
    (await detail(category, context)).catalog_path.map(({ id, name }) => ({
      id: String(id),
      name,
    })),
  banners: (category, _args, { loaders }) =>
    loaders.categoryBanners.load({ id: category.id, supplierId: category.scopeSupplierId }),
};
