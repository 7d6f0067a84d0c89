/**
 * Offer search as the shopper sees it: one result per item at a branch (a running special stands
 * in for the shelf price it undercuts, which it carries struck through), paged after that pairing.
 *
 * The legacy search pages offers, not items, and a special and its shelf price can sit on two
 * different legacy pages. Pairing within one page would leave that page short, or list the item
 * on two pages. So page N is cut from the items of the legacy result read from its start, ahead
 * in its largest pages until the items fill page N and one more tells whether a page N+1 exists.
 * An item keeps the place of its first offer, so what earlier pages hold never moves. The pages
 * read are bounded by the field's call budget: past it, the page ends with what was read.
 */
import type { RestOffer } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { OfferSearchArgs, OfferSearchResponse } from '../../upstream/catalogue-api.js';
import type { CallBudget } from './call-budget.js';
import { NEARBY_SEARCH_CALLS } from './nearby.js';
import { onePerItem } from './one-per-item.js';

/** The legacy search's largest page (`per_page`): the fewest calls to read ahead. */
export const UPSTREAM_PER_PAGE = 100;

/**
 * Legacy calls one `offerSearch` makes at most, its `@upstream(calls:)` in the schema, spent from
 * one budget: its legacy pages; when nothing matched, the catalogue's words (when none are held)
 * and the corrected search; and `elsewhere`, the search at the other branches near.
 */
export const OFFER_SEARCH_CALLS = 1 + NEARBY_SEARCH_CALLS;

/** A legacy page of the search, or null when the budget has no call left for it. */
type ReadPage = (args: OfferSearchArgs) => Promise<OfferSearchResponse | null>;

/** Page `args.page` of `args.perPage` items, from legacy pages read by `read` (v1 paging). */
export async function pagedOnePerItem(
  args: OfferSearchArgs,
  read: ReadPage,
  now: Date = new Date(),
): Promise<OfferSearchResponse> {
  const start = (args.page - 1) * args.perPage;
  const end = start + args.perPage;
  const offers: RestOffer[] = [];
  let suggestedCategories: OfferSearchResponse['suggestedCategories'] = [];
  let next: number | null = 1;
  let items: RestOffer[] = [];
  while (next !== null && items.length <= end) {
    const legacy = await read({ ...args, page: next, perPage: UPSTREAM_PER_PAGE });
    if (!legacy) break;
    if (next === 1) suggestedCategories = legacy.suggestedCategories;
    offers.push(...legacy.offers);
    items = onePerItem(offers, now);
    next = legacy.nextPage;
  }
  return {
    offers: items.slice(start, end),
    nextPage: items.length > end ? args.page + 1 : null,
    suggestedCategories,
  };
}

/** The `offerSearch` field's page: one offer per item, whichever search generation answers. */
export async function searchOnePerItem(
  args: OfferSearchArgs,
  { loaders, upstream }: Pick<GatewayContext, 'loaders' | 'upstream'>,
  budget: CallBudget,
): Promise<OfferSearchResponse> {
  const read: ReadPage = (key) =>
    budget.take() ? loaders.offerSearch.load(key) : Promise.resolve(null);
  if (upstream.catalogue.offerSearchGeneration === 'v1') return pagedOnePerItem(args, read);
  // v2 answers every match on page 1 (and nothing after): paired as a whole.
  const all = await read(args);
  if (!all) return { offers: [], nextPage: null, suggestedCategories: [] };
  return { ...all, offers: onePerItem(all.offers) };
}
