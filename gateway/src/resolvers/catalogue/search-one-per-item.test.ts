import type { RestOffer } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import type { OfferSearchArgs, OfferSearchResponse } from '../../upstream/catalogue-api.js';
import { pagedOnePerItem, UPSTREAM_PER_PAGE } from './search-one-per-item.js';

const NOW = new Date('2026-11-25T08:00:00Z');

const offer = (id: number, sellableId: number, priceInCents: number) =>
  ({
    id,
    price_in_cents: priceInCents,
    out_of_stock_at: null,
    start_at: null,
    sellable: { id: sellableId },
    supplier: { id: 101 },
  }) as RestOffer;

/**
 * 240 offers of 200 items as the legacy search pages them: every fifth item has a special
 * (listed first) and its shelf price 3 places later, so pairs straddle legacy page boundaries.
 */
function legacyResult(): RestOffer[] {
  const listed: RestOffer[] = [];
  const shelfLater: Array<{ at: number; offer: RestOffer }> = [];
  for (let item = 1; item <= 200; item += 1) {
    const special = item % 5 === 0;
    listed.push(offer(item * 10, item, special ? 900 : 1000));
    if (special)
      shelfLater.push({ at: listed.length + 3, offer: offer(item * 10 + 1, item, 1000) });
    while (shelfLater[0] && shelfLater[0].at <= listed.length)
      listed.push(shelfLater.shift()!.offer);
  }
  for (const { offer: late } of shelfLater) listed.push(late);
  return listed;
}

function legacySearch(all: RestOffer[]) {
  const reads: number[] = [];
  const read = (args: OfferSearchArgs): Promise<OfferSearchResponse> => {
    reads.push(args.page);
    const from = (args.page - 1) * args.perPage;
    return Promise.resolve({
      offers: all.slice(from, from + args.perPage),
      nextPage: from + args.perPage < all.length ? args.page + 1 : null,
      suggestedCategories: [],
    });
  };
  return { read, reads };
}

const args = (page: number, perPage: number): OfferSearchArgs => ({
  query: 'milk',
  supplierId: 101,
  page,
  perPage,
});

describe('pagedOnePerItem', () => {
  it('pages items, not offers: full pages, each item once, at its special', async () => {
    const all = legacyResult();
    expect(all.length).toBeGreaterThan(2 * UPSTREAM_PER_PAGE);
    const { read } = legacySearch(all);
    const pages: RestOffer[][] = [];
    let page: number | null = 1;
    while (page !== null) {
      const answer = await pagedOnePerItem(args(page, 30), read, NOW);
      pages.push(answer.offers);
      page = answer.nextPage;
    }
    expect(pages.map((offers) => offers.length)).toEqual([30, 30, 30, 30, 30, 30, 20]);
    const items = pages.flat().map((listed) => listed.sellable.id);
    expect(items).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(pages.flat().filter((listed) => listed.price_in_cents === 900)).toHaveLength(40);
  });

  it('reads the legacy pages only as far as the asked page needs, plus one item', async () => {
    const { read, reads } = legacySearch(legacyResult());
    const first = await pagedOnePerItem(args(1, 20), read, NOW);
    expect(first.nextPage).toBe(2);
    expect(reads).toEqual([1]);

    reads.length = 0;
    const fifth = await pagedOnePerItem(args(5, 20), read, NOW);
    expect(fifth.offers.map((listed) => listed.sellable.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 81 + i),
    );
    expect(reads).toEqual([1, 2]);
  });

  it('answers an empty page past the end, and the suggestions of legacy page 1', async () => {
    const suggested = [{ id: 7 }] as OfferSearchResponse['suggestedCategories'];
    const read = () =>
      Promise.resolve({ offers: [], nextPage: null, suggestedCategories: suggested });
    expect(await pagedOnePerItem(args(3, 20), read, NOW)).toEqual({
      offers: [],
      nextPage: null,
      suggestedCategories: suggested,
    });
  });
});
