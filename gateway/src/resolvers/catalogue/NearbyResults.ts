import type {
  NearbyOfferPageResolvers,
  NearbyOfferResolvers,
  NearbyPackResolvers,
  NearbyProductResolvers,
  NearbyProductSearchResultResolvers,
} from '../../generated/resolvers-types.js';
import { didYouMean } from './corrected-search.js';

/** Cross-branch results (Price comparison mode); parents come from `nearby.ts`. */
export const NearbyProductSearchResult: NearbyProductSearchResultResolvers = {
  products: (result) => result.products,
  packs: (result) => result.packs,
  nextPage: (result) => result.nextPage,
  suggestedCategories: (result) =>
    result.suggestedCategories.map((category) => ({ ...category, scopeSupplierId: null })),
  didYouMean: (result, _args, { catalogueWords }) =>
    result.products.length ? null : didYouMean(catalogueWords, result.budget, result.query),
  showingResultsFor: (result) => result.showingResultsFor ?? null,
};

export const NearbyProduct: NearbyProductResolvers = {
  id: (product) => String(product.id),
  name: (product) => product.name,
  cheapestOffer: (product) => product.cheapestOffer,
  cheapestAt: (product) => product.cheapestAt,
  branchCount: (product) => product.branchCount,
};

export const NearbyPack: NearbyPackResolvers = {
  id: (pack) => String(pack.id),
  productId: (pack) => String(pack.productId),
  cheapestOffer: (pack) => pack.cheapestOffer,
  cheapestAt: (pack) => pack.cheapestAt,
  branchCount: (pack) => pack.branchCount,
};

export const NearbyOffer: NearbyOfferResolvers = {
  offer: (nearby) => nearby.offer,
  supplier: (nearby) => nearby.supplier,
  branchCount: (nearby) => nearby.branchCount,
};

export const NearbyOfferPage: NearbyOfferPageResolvers = {
  offers: (page) => page.offers,
  nextPage: (page) => page.nextPage,
  total: (page) => page.total,
};
