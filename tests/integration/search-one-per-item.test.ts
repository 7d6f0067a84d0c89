/**
 * A search at a branch, against the real simulator: the legacy search lists a running special
 * beside the shelf price it undercuts (two offers for one item); the shopper sees the item once,
 * at its special with the shelf price struck through, as on the product page. The pairing is done
 * before paging, so every page but the last is full and no item shows on two pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphqlResult, type TestStack } from '../support/stack';

const PAROW = '101';

interface SearchOffer {
  id: string;
  name: string;
  priceInCents: number;
  basePriceInCents: number;
  sellable: { id: string };
}

interface SearchPage {
  offerSearch: { offers: SearchOffer[]; nextPage: number | null };
}

const SEARCH = `query ($q: String!, $supplierId: ID, $page: Int, $perPage: Int) {
  offerSearch(query: $q, supplierId: $supplierId, page: $page, perPage: $perPage) {
    offers { id name priceInCents basePriceInCents sellable { id } }
    nextPage
  }
}`;

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ CACHE_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await stack.close();
});

/** Every page the shopper can scroll to, following `nextPage` from page 1. */
async function allPages(q: string, perPage: number): Promise<SearchOffer[][]> {
  const pages: SearchOffer[][] = [];
  let page: number | null = 1;
  while (page !== null) {
    const result: GraphqlResult<SearchPage> = await stack.graphql<SearchPage>(SEARCH, {
      q,
      supplierId: PAROW,
      page,
      perPage,
    });
    expect(result.errors).toBeUndefined();
    pages.push(result.data!.offerSearch.offers);
    page = result.data!.offerSearch.nextPage;
    expect(pages.length).toBeLessThan(50);
  }
  return pages;
}

/** The items (sellables) the legacy search finds at the branch, read straight from it. */
async function itemsTheBranchFinds(q: string): Promise<Set<string>> {
  const response = await fetch(
    `${stack.sim.url}/catalog/v1/offers/search?query=${encodeURIComponent(q)}&supplier_id=${PAROW}&per_page=100`,
  );
  const body = (await response.json()) as {
    offers: Array<{ sellable: { id: number } }>;
    pagination: { next_page: number | null };
  };
  expect(body.pagination.next_page).toBeNull();
  return new Set(body.offers.map((offer) => String(offer.sellable.id)));
}

describe('a search at a branch', () => {
  it('lists a running special once, with the shelf price it undercuts struck through', async () => {
    const offers = (await allPages('chicken', 20)).flat();
    const braaiPack = offers.filter((offer) =>
      offer.name.startsWith('Farmhouse Hen Chicken Braai Pack'),
    );
    expect(
      braaiPack.map(({ priceInCents, basePriceInCents }) => [priceInCents, basePriceInCents]),
    ).toEqual([[7699, 9299]]);
  });

  it.each([
    ['milk', 20],
    ['chicken', 3],
  ])('"%s" paged by %i: each item once, every page but the last full', async (q, perPage) => {
    const pages = await allPages(q, perPage);
    const listed = pages.flat().map((offer) => offer.sellable.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(await itemsTheBranchFinds(q));
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(perPage);
    expect(pages.at(-1)!.length).toBeGreaterThan(0);
  });
});
