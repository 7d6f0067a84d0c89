import type { OfferSearchResultResolvers } from '../../generated/resolvers-types.js';

/** Parent: one page from either search generation, already as `{ offers, nextPage }`. */
export const OfferSearchResult: OfferSearchResultResolvers = {
  offers: (page) => page.offers,
  nextPage: (page) => page.nextPage,
  suggestedCategories: (page) =>
    page.suggestedCategories.map((category) => ({
      ...category,
      scopeSupplierId: page.scopeSupplierId ?? null,
    })),
};
