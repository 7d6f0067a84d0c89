/**
 * The offers of a category's products, read with offer searches of the names of the categories
 * the list covers instead of one offers call per product (the legacy API has no batch offers
 * call). The legacy search matches the words of the query in a sellable's name, brand or
 * category: searching a category's name finds every sellable of every product in that category
 * (and some others whose names hold the words). Every name's first page is read at once; it says
 * how many offers match, so the pages after it are then asked together (at most
 * LISTING_PAGES_IN_FLIGHT at a time for the request), at most LISTING_MAX_PAGES in all for one
 * list, and each name's offers are put together in page order whichever page answers first. Each
 * page goes through the request's `offerSearch` loader (so the upstream client's deadline, retries,
 * call limit and public cache apply to it).
 */
import type DataLoader from 'dataloader';
import pLimit from 'p-limit';
import type { RestOffer } from '@shopfront/legacy-api';
import type { OfferSearchResponse } from '../upstream/catalogue-api.js';
import type { CatalogueLoaders } from './catalogue.js';
import type { LoaderRecipes } from './lazy.js';
import { perKey } from './per-key.js';

/**
 * Search pages (of 100 offers) one list reads at most, every name together. The whole shop's
 * Pantry Staples (every branch's offers of 66 products) takes 15; a branch's, 6.
 */
export const LISTING_MAX_PAGES = 16;
/**
 * Search pages in flight at once for one request. A list's first pages go together (one per name,
 * at most 8, as before); its later pages then take two rounds of the legacy API's latency, not
 * one per page: the whole shop's Pantry Staples asks its 9 later pages at once (with 8, one waits a
 * third round; with 4 to 6, the list would take as many rounds as it did one page after another).
 */
export const LISTING_PAGES_IN_FLIGHT = 10;
const PER_PAGE = 100;

export interface ListingKey {
  /** The category names searched, as they are. */
  names: readonly string[];
  supplierId: number | null;
}

export interface CategoryOffers {
  /** The offers found, by product id. */
  byProduct: ReadonlyMap<number, readonly RestOffer[]>;
  /** False when the pages were not read to the end: no product's list is known whole. */
  complete: boolean;
}

export interface ListingLoaders {
  /** Each name's offers, in the order of `names`. */
  listingOffers: DataLoader<ListingKey, CategoryOffers[], string>;
}

/** A search's last page, from its first (without a total, only the next page is known). */
function lastPage(first: OfferSearchResponse): number {
  if (first.nextPage === null) return 1;
  if (first.total === undefined) return first.nextPage;
  return Math.max(first.nextPage, Math.ceil(first.total / PER_PAGE));
}

/**
 * The pages after the first to read, as [name's index, page], given each name's last page: page 2
 * of every name, then page 3 of every name, and so on while `budget` lasts, so a short budget is
 * shared the same way whichever search answered first.
 */
export function laterPages(lastPages: readonly number[], budget: number): Array<[number, number]> {
  const pages: Array<[number, number]> = [];
  for (let page = 2; page <= Math.max(1, ...lastPages); page++) {
    for (const [name, last] of lastPages.entries()) {
      if (page <= last && pages.length < budget) pages.push([name, page]);
    }
  }
  return pages;
}

/** One name's offers by product, from its pages in page order; null pages failed. */
function collect(pages: ReadonlyArray<OfferSearchResponse | null>, last: number): CategoryOffers {
  // One failing page leaves the name's products to be read one by one.
  if (pages.some((page) => page === null)) return { byProduct: new Map(), complete: false };
  const byProduct = new Map<number, RestOffer[]>();
  for (const page of pages as OfferSearchResponse[]) {
    for (const offer of page.offers) {
      const productId = offer.sellable.product_id;
      if (productId === null) continue;
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), offer]);
    }
  }
  return {
    byProduct,
    complete: pages.length === last && pages.at(-1)?.nextPage === null,
  };
}

export const listingRecipes: LoaderRecipes<ListingLoaders, ListingLoaders & CatalogueLoaders> = {
  listingOffers: (_context, all) => {
    // One bound for the request, whatever lists it reads.
    const limit = pLimit(LISTING_PAGES_IN_FLIGHT);
    return perKey(async ({ names, supplierId }: ListingKey) => {
      const read = (name: number, page: number): Promise<OfferSearchResponse | null> =>
        limit(() =>
          all.offerSearch.load({ query: names[name] ?? '', supplierId, page, perPage: PER_PAGE }),
        ).catch(() => null);
      const firsts = await Promise.all(names.map((_name, i) => read(i, 1)));
      const lasts = firsts.map((first) => (first === null ? 1 : lastPage(first)));
      const later = laterPages(lasts, LISTING_MAX_PAGES - names.length);
      const answers = await Promise.all(later.map(([name, page]) => read(name, page)));
      return names.map((_name, i) =>
        collect(
          [
            firsts[i] ?? null,
            ...later.flatMap(([name], j) => (name === i ? [answers[j] ?? null] : [])),
          ],
          lasts[i] ?? 1,
        ),
      );
    });
  },
};
