import type { ProductResolvers } from '../../generated/resolvers-types.js';
import { onePerItem } from './one-per-item.js';

export const Product: ProductResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
  visible: (product) => product.visibility === 'visible',
  packs: (product) => product.packs.map(({ id, name }) => ({ id: String(id), name })),
  units: (product) =>
    product.units.map(({ id, name, measurement }) => ({ id: String(id), name, measurement })),
  productTypes: (product) => product.product_types,
  catalogPaths: (product) => product.catalog_paths,
  offers: async (product, _args, { loaders }) =>
    onePerItem(
      (await loaders.productOffers.load({ id: product.id, supplierId: product.scopeSupplierId }))
        .offers,
    ),
};
