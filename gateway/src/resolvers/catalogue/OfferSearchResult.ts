import type { OfferSearchResultResolvers } from '../../generated/resolvers-types.js';
import { didYouMean } from './catalogue-words.js';
import { soldElsewhere } from './sold-elsewhere.js';

/** Parent: one page from either search generation, already as `{ offers, nextPage }`. */
export const OfferSearchResult: OfferSearchResultResolvers = {
  offers: (page) => page.offers,
  nextPage: (page) => page.nextPage,
  suggestedCategories: (page) =>
    page.suggestedCategories.map((category) => ({
      ...category,
      scopeSupplierId: page.scopeSupplierId ?? null,
    })),
  didYouMean: (page, _args, { upstream }) =>
    page.offers.length || !page.search ? null : didYouMean(upstream.catalogue, page.search.query),
  elsewhere: (page, _args, context) =>
    page.offers.length || !page.search || page.search.page > 1 || !page.scopeSupplierId
      ? []
      : soldElsewhere(page.search.query, page.scopeSupplierId, context),
  showingResultsFor: (page) => page.showingResultsFor ?? null,
};
