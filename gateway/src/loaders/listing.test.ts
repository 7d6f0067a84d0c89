import { describe, expect, it } from 'vitest';
import type { RestOffer } from '@shopfront/legacy-api';
import type { OfferSearchArgs, OfferSearchResponse } from '../upstream/catalogue-api.js';
import type { CatalogueLoaders } from './catalogue.js';
import type { LoaderContext } from './lazy.js';
import {
  LISTING_MAX_PAGES,
  LISTING_PAGES_IN_FLIGHT,
  laterPages,
  listingRecipes,
  type ListingLoaders,
} from './listing.js';

/** Offer `id` of product `productId` (what the listing reads of an offer). */
const offer = (id: number, productId: number) =>
  ({ id, sellable: { product_id: productId } }) as unknown as RestOffer;

interface Search {
  /** Offers matched, 100 a page. */
  total: number;
  /** Pages that fail. */
  failing?: number[];
  /** Without `total` in its answer. */
  noTotal?: boolean;
}

/**
 * The listing loader over a legacy search where `searches[name]` matches `total` offers (offer
 * ids 1000·name index + n, 10 offers a product), each page answered when the test lets it go.
 */
function listing(searches: Record<string, Search>) {
  const asked: string[] = [];
  const waiting: Array<{ key: string; answer: () => void }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const load = (args: OfferSearchArgs): Promise<OfferSearchResponse> => {
    const key = `${args.query}#${args.page}`;
    asked.push(key);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const search = searches[args.query] ?? { total: 0 };
    const base = Object.keys(searches).indexOf(args.query) * 1000;
    const from = (args.page - 1) * args.perPage;
    const count = Math.max(0, Math.min(args.perPage, search.total - from));
    const offers = Array.from({ length: count }, (_, i) =>
      offer(base + from + i, base + Math.floor((from + i) / 10)),
    );
    return new Promise((resolve, reject) => {
      waiting.push({
        key,
        answer: () => {
          inFlight--;
          if (search.failing?.includes(args.page)) reject(new Error('upstream failed'));
          else
            resolve({
              offers,
              nextPage: from + count < search.total ? args.page + 1 : null,
              ...(search.noTotal ? {} : { total: search.total }),
              suggestedCategories: [],
            });
        },
      });
    });
  };
  const all = { offerSearch: { load } } as unknown as ListingLoaders & CatalogueLoaders;
  const loader = listingRecipes.listingOffers({} as LoaderContext, all);
  /** Answers what is asked, the latest first, until nothing is left. */
  const answerAll = async (pick: (keys: string[]) => number = (keys) => keys.length - 1) => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!waiting.length) return;
      const [next] = waiting.splice(pick(waiting.map((entry) => entry.key)), 1);
      next?.answer();
    }
  };
  return { loader, asked, answerAll, mostInFlight: () => mostInFlight };
}

describe('a category list read from offer searches', () => {
  it('shares a short budget of later pages page by page across the names', () => {
    expect(laterPages([3, 1, 2], 10)).toEqual([
      [0, 2],
      [2, 2],
      [0, 3],
    ]);
    expect(laterPages([5, 5], 3)).toEqual([
      [0, 2],
      [1, 2],
      [0, 3],
    ]);
    expect(laterPages([1, 1], 8)).toEqual([]);
  });

  it('asks every page after the first together and puts them back in page order', async () => {
    const { loader, asked, answerAll, mostInFlight } = listing({ Rice: { total: 450 } });
    const read = loader.load({ names: ['Rice'], supplierId: null });
    // The last page asked answers first.
    await answerAll();
    const [rice] = await read;
    expect(asked).toEqual(['Rice#1', 'Rice#2', 'Rice#3', 'Rice#4', 'Rice#5']);
    expect(mostInFlight()).toBe(4);
    expect(rice?.complete).toBe(true);
    // Product 0's offers from page 1, product 44's the last five of page 5: in page order.
    expect([...(rice?.byProduct.keys() ?? [])]).toEqual(Array.from({ length: 45 }, (_, i) => i));
    expect(rice?.byProduct.get(12)?.map((found) => found.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 120 + i),
    );
  });

  it('keeps at most LISTING_PAGES_IN_FLIGHT pages in flight', async () => {
    const { loader, asked, answerAll, mostInFlight } = listing({
      Rice: { total: 800 },
      Oil: { total: 700 },
    });
    const read = loader.load({ names: ['Rice', 'Oil'], supplierId: 101 });
    await answerAll((keys) => keys.length - 1);
    const [rice, oil] = await read;
    expect(asked).toHaveLength(15);
    expect(mostInFlight()).toBe(LISTING_PAGES_IN_FLIGHT);
    expect(rice?.complete && oil?.complete).toBe(true);
  });

  it('reads at most LISTING_MAX_PAGES for a list; a name not read to its end is not whole', async () => {
    const { loader, asked, answerAll } = listing({ Rice: { total: 1200 }, Oil: { total: 700 } });
    const read = loader.load({ names: ['Rice', 'Oil'], supplierId: null });
    await answerAll(() => 0);
    const [rice, oil] = await read;
    expect(asked).toHaveLength(LISTING_MAX_PAGES);
    // Page by page across the names: both read to page 7, then Rice's 8th and 9th.
    expect(asked.filter((key) => key.startsWith('Oil#'))).toHaveLength(7);
    expect(oil?.complete).toBe(true);
    expect(rice?.complete).toBe(false);
    expect(rice?.byProduct.size).toBe(90);
  });

  it('leaves a name whose page failed to be read product by product, the others whole', async () => {
    const { loader, answerAll } = listing({
      Rice: { total: 300, failing: [2] },
      Oil: { total: 250 },
    });
    const read = loader.load({ names: ['Rice', 'Oil'], supplierId: null });
    await answerAll();
    const [rice, oil] = await read;
    expect(rice).toEqual({ byProduct: new Map(), complete: false });
    expect(oil?.complete).toBe(true);
  });

  it('reads only the next page when the first does not say how many there are', async () => {
    const { loader, asked, answerAll } = listing({ Rice: { total: 250, noTotal: true } });
    const read = loader.load({ names: ['Rice'], supplierId: null });
    await answerAll();
    const [rice] = await read;
    expect(asked).toEqual(['Rice#1', 'Rice#2']);
    expect(rice?.complete).toBe(false);
  });
});
