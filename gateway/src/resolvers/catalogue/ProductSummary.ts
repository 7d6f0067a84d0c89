import type { ProductSummaryResolvers } from '../../generated/resolvers-types.js';
import { cheapestBuyable } from './product-facts.js';

export const ProductSummary: ProductSummaryResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
  fromPriceInCents: (product) => product.from_price_in_cents,
  cheapestOffer: async (product, _args, { loaders }) =>
    cheapestBuyable(
      (await loaders.productOffers.load({ id: product.id, supplierId: product.scopeSupplierId }))
        .offers,
      new Date(),
    ),
};
