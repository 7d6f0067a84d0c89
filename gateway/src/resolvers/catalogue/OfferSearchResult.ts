import type { OfferSearchResultResolvers } from '../../generated/resolvers-types.js';
import type { OfferSearchPage } from './parents.js';
import { CallBudget } from './call-budget.js';
import { didYouMean } from './corrected-search.js';
import { soldElsewhere } from './sold-elsewhere.js';

/** What is left of the search's calls (none for a page made without one: no further call). */
const budgetOf = (page: OfferSearchPage) => page.budget ?? new CallBudget(0);

/** Parent: one page from either search generation, already as `{ offers, nextPage }`. */
export const OfferSearchResult: OfferSearchResultResolvers = {
  offers: (page) => page.offers,
  nextPage: (page) => page.nextPage,
  suggestedCategories: (page) =>
    page.suggestedCategories.map((category) => ({
      ...category,
      scopeSupplierId: page.scopeSupplierId ?? null,
    })),
  didYouMean: (page, _args, { catalogueWords }) =>
    page.offers.length || !page.search
      ? null
      : didYouMean(catalogueWords, budgetOf(page), page.search.query),
  elsewhere: (page, _args, context) =>
    page.offers.length || !page.search || page.search.page > 1 || !page.scopeSupplierId
      ? []
      : soldElsewhere(page.search.query, page.scopeSupplierId, context, budgetOf(page)),
  showingResultsFor: (page) => page.showingResultsFor ?? null,
};
