/**
 * A search across branches lists every pack and brand, each once, against the real simulator:
 * the 10 kg and 25 kg bulk packs are reachable, "Cheapest of N" counts the branches selling that
 * very pack, and a further page adds packs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const HERE = { lat: -33.8999547, lon: 18.5701029 };

interface OfferFacts {
  id: string;
  name: string;
  priceInCents: number;
  outOfStock: boolean;
  supplier: { id: string };
  sellable: { id: string };
}

interface PackFacts {
  id: string;
  productId: string;
  branchCount: number;
  cheapestOffer: OfferFacts;
  cheapestAt: { id: string };
}

interface PackPage {
  packs: PackFacts[];
  nextPage: number | null;
}

const OFFER = 'id name priceInCents outOfStock supplier { id } sellable { id }';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ CACHE_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await stack.close();
});

async function packs(query: string, page = 1): Promise<PackPage> {
  const result = await stack.graphql<{ nearbyProductSearch: PackPage }>(
    `query ($query: String!, $lat: Float!, $lon: Float!, $page: Int) {
      nearbyProductSearch(query: $query, lat: $lat, lon: $lon, page: $page, perPage: 20) {
        nextPage
        packs { id productId branchCount cheapestOffer { ${OFFER} } cheapestAt { id } }
      }
    }`,
    { query, page, ...HERE },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.nearbyProductSearch;
}

async function openBranchIds(): Promise<Set<string>> {
  const result = await stack.graphql<{ suppliersNear: Array<{ id: string; disabled: boolean }> }>(
    `query ($lat: Float!, $lon: Float!) { suppliersNear(lat: $lat, lon: $lon) { id disabled } }`,
    HERE,
  );
  return new Set(result.data!.suppliersNear.filter((s) => !s.disabled).map((s) => s.id));
}

async function sellableOffers(id: string): Promise<OfferFacts[]> {
  const result = await stack.graphql<{ sellableOffers: OfferFacts[] }>(
    `query ($id: ID!) { sellableOffers(sellableId: $id) { ${OFFER} } }`,
    { id },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.sellableOffers;
}

describe('a search across branches', () => {
  it('reaches every pack: the 10 kg and the 25 kg bulk maize meal', async () => {
    const names = new Set<string>();
    let page: number | null = 1;
    while (page !== null && page <= 5) {
      const found = await packs('maize meal', page);
      const onPage = found.packs.map((pack) => pack.cheapestOffer.name);
      // Each pack once on a page (a later page may list one again: the web keeps it once).
      expect(new Set(onPage).size).toBe(onPage.length);
      for (const name of onPage) names.add(name);
      page = found.nextPage;
    }
    const all = [...names];
    expect(all.filter((name) => / 2\.5 kg$/.test(name)).length).toBeGreaterThan(3);
    expect(all.filter((name) => / 10 kg$/.test(name)).length).toBeGreaterThan(3);
    expect(all.some((name) => /Super Maize Meal Bulk 25 kg$/.test(name))).toBe(true);
  });

  it('counts the branches selling that very pack, and shows its cheapest offer in stock', async () => {
    const open = await openBranchIds();
    const { packs: found } = await packs('maize meal');
    expect(found.length).toBeGreaterThan(5);
    for (const pack of found) {
      expect(pack.cheapestOffer.sellable.id).toBe(pack.id);
      const offers = (await sellableOffers(pack.id)).filter((o) => open.has(o.supplier.id));
      const branches = new Set(offers.map((o) => o.supplier.id));
      const inStock = offers.filter((o) => !o.outOfStock);
      const cheapest = Math.min(...(inStock.length ? inStock : offers).map((o) => o.priceInCents));
      const name = pack.cheapestOffer.name;
      expect({ name, branches: pack.branchCount }).toEqual({ name, branches: branches.size });
      expect({ name, price: pack.cheapestOffer.priceInCents }).toEqual({ name, price: cheapest });
      expect(pack.cheapestAt.id).toBe(pack.cheapestOffer.supplier.id);
    }
  });

  it('"Show more" adds packs the first page did not hold', async () => {
    const first = await packs('maize meal');
    expect(first.nextPage).toBe(2);
    const second = await packs('maize meal', 2);
    const seen = new Set(first.packs.map((pack) => pack.id));
    expect(second.packs.filter((pack) => !seen.has(pack.id)).length).toBeGreaterThan(0);
  });
});
