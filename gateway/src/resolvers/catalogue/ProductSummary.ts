import type { ProductSummaryResolvers } from '../../generated/resolvers-types.js';
import { listedProductOffers } from './listing-offers.js';
import { cheapestBuyable } from './product-facts.js';

export const ProductSummary: ProductSummaryResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
  fromPriceInCents: (product) => product.from_price_in_cents,
  // No price anywhere: no offer to read.
  cheapestOffer: async (product, _args, context) =>
    product.from_price_in_cents === null
      ? null
      : cheapestBuyable(await listedProductOffers(product, context), new Date()),
};
