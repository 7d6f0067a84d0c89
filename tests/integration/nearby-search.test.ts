/**
 * Price comparison mode (no branch chosen): search and offer lists fanned out to the nearby
 * branches, against the real simulator. Upstream calls are counted with the simulator's counters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const HERE = { lat: -33.8999547, lon: 18.5701029 };

const SEARCH = /* GraphQL */ `
  query Nearby($query: String!, $lat: Float!, $lon: Float!, $page: Int, $perPage: Int) {
    nearbyProductSearch(query: $query, lat: $lat, lon: $lon, page: $page, perPage: $perPage) {
      products {
        id
        name
        branchCount
        cheapestOffer {
          id
          priceInCents
          supplier {
            id
          }
        }
        cheapestAt {
          id
          name
          distanceKm
        }
      }
      nextPage
      suggestedCategories {
        id
        name
      }
    }
    suppliersNear(lat: $lat, lon: $lon) {
      id
      disabled
    }
  }
`;

interface Near {
  nearbyProductSearch: {
    products: Array<{
      id: string;
      name: string;
      branchCount: number;
      cheapestOffer: { id: string; priceInCents: number; supplier: { id: string } };
      cheapestAt: { id: string; name: string; distanceKm: number };
    }>;
    nextPage: number | null;
    suggestedCategories: Array<{ id: string; name: string }>;
  };
  suppliersNear: Array<{ id: string; disabled: boolean }>;
}

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ CACHE_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await stack.close();
});

describe('nearbyProductSearch', () => {
  it('returns each product once with its cheapest offer and branch, one search call per branch', async () => {
    await stack.resetCalls();
    const result = await stack.graphql<Near>(SEARCH, { query: 'melk', ...HERE, perPage: 10 });
    expect(result.errors).toBeUndefined();
    const open = result.data!.suppliersNear.filter((s) => !s.disabled);
    expect(open.length).toBeGreaterThan(1);
    const { products, nextPage, suggestedCategories } = result.data!.nearbyProductSearch;
    expect(products.length).toBeGreaterThan(0);
    expect(products[0]!.name).toMatch(/milk/i);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const product of products) {
      expect(product.cheapestOffer.supplier.id).toBe(product.cheapestAt.id);
      expect(open.map((s) => s.id)).toContain(product.cheapestAt.id);
      expect(product.cheapestAt.distanceKm).toBeGreaterThanOrEqual(0);
    }
    expect(products.some((p) => p.branchCount > 1)).toBe(true);
    expect(nextPage).toBe(2);
    expect(suggestedCategories).toEqual([]);

    const { calls } = await stack.calls();
    expect(calls['GET /catalog/v1/offers/search']).toBe(open.length);
    expect(calls['GET /catalog/v1/suppliers/distance_from']).toBe(1);
  });

  it('the cheapest offer is the lowest price of that product at the open nearby branches', async () => {
    const result = await stack.graphql<Near>(SEARCH, { query: 'full cream milk', ...HERE });
    const open = new Set(result.data!.suppliersNear.filter((s) => !s.disabled).map((s) => s.id));
    const product = result.data!.nearbyProductSearch.products[0]!;
    const offers = await stack.graphql<{
      product: { offers: Array<{ priceInCents: number; supplier: { id: string } }> };
    }>(`query ($id: ID!) { product(id: $id) { offers { priceInCents supplier { id } } } }`, {
      id: product.id,
    });
    expect(offers.errors).toBeUndefined();
    const prices = offers
      .data!.product.offers.filter((o) => open.has(o.supplier.id))
      .map((o) => o.priceInCents);
    expect(prices.length).toBeGreaterThan(1);
    expect(product.cheapestOffer.priceInCents).toBe(Math.min(...prices));
  });

  it('serves a repeated search from the shared cache, with no new upstream calls', async () => {
    await stack.graphql<Near>(SEARCH, { query: 'brood', ...HERE, page: 1 });
    await stack.resetCalls();
    const again = await stack.graphql<Near>(SEARCH, { query: 'brood', ...HERE, page: 1 });
    expect(again.data!.nearbyProductSearch.products.length).toBeGreaterThan(0);
    expect((await stack.calls()).total).toBe(0);
  });

  it('pages: page 2 asks each branch for page 2 and has other products', async () => {
    const first = await stack.graphql<Near>(SEARCH, { query: 'milk', ...HERE, perPage: 5 });
    await stack.resetCalls();
    const second = await stack.graphql<Near>(SEARCH, {
      query: 'milk',
      ...HERE,
      perPage: 5,
      page: first.data!.nearbyProductSearch.nextPage,
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.nearbyProductSearch.products.length).toBeGreaterThan(0);
    const open = second.data!.suppliersNear.filter((s) => !s.disabled).length;
    expect((await stack.calls()).calls['GET /catalog/v1/offers/search']).toBe(open);
  });

  it('suggests categories when nothing matches', async () => {
    const result = await stack.graphql<Near>(SEARCH, { query: 'suiker zzqx', ...HERE });
    expect(result.errors).toBeUndefined();
    const { products, suggestedCategories } = result.data!.nearbyProductSearch;
    expect(products).toEqual([]);
    expect(suggestedCategories.map((c) => c.name)).toEqual(['Sugar & Baking']);
  });
});

describe('offerSearch suggestedCategories', () => {
  it('lists the top categories when neither offers nor categories match', async () => {
    const result = await stack.graphql<{
      offerSearch: { offers: unknown[]; suggestedCategories: Array<{ name: string }> };
    }>(
      `{ offerSearch(query: "zzqx", supplierId: "101") { offers { id } suggestedCategories { name } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.offerSearch.offers).toEqual([]);
    expect(result.data!.offerSearch.suggestedCategories[0]!.name).toBe('Pantry Staples');
  });
});

describe('nearbyOffers', () => {
  it('merges a list across the open branches, each offer with its branch, cheapest first, paged', async () => {
    await stack.resetCalls();
    const query = `query ($page: Int) {
      nearbyOffers(list: STOKVEL, lat: ${HERE.lat}, lon: ${HERE.lon}, perPage: 5, page: $page) {
        offers { offer { id priceInCents stokvel supplier { id } } supplier { id distanceKm } }
        nextPage
        total
      }
      suppliersNear(lat: ${HERE.lat}, lon: ${HERE.lon}) { id disabled }
    }`;
    type Page = {
      nearbyOffers: {
        offers: Array<{
          offer: { id: string; priceInCents: number; stokvel: boolean; supplier: { id: string } };
          supplier: { id: string; distanceKm: number };
        }>;
        nextPage: number | null;
        total: number;
      };
      suppliersNear: Array<{ id: string; disabled: boolean }>;
    };
    const result = await stack.graphql<Page>(query, { page: 1 });
    expect(result.errors).toBeUndefined();
    const { offers, total, nextPage } = result.data!.nearbyOffers;
    expect(offers.length).toBeGreaterThan(0);
    const branches = new Set(offers.map((o) => o.supplier.id));
    for (const { offer, supplier } of offers) {
      expect(offer.stokvel).toBe(true);
      expect(offer.supplier.id).toBe(supplier.id);
      expect(supplier.distanceKm).toBeGreaterThanOrEqual(0);
    }
    const prices = offers.map((o) => o.offer.priceInCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(total).toBeGreaterThan(offers.length);
    expect(nextPage).toBe(2);
    expect(branches.size).toBeGreaterThan(0);
    const open = result.data!.suppliersNear.filter((s) => !s.disabled).length;
    expect((await stack.calls()).calls['GET /catalog/v1/suppliers/{id}/stokvel']).toBe(open);
  });
});

describe('an offers fetch failure gives an empty offer list', () => {
  it('an unknown branch or sellable gives empty offer lists, not an error', async () => {
    const result = await stack.graphql<{
      stokvelOffers: unknown[];
      promotions: unknown[];
      combos: unknown[];
      sellableOffers: unknown[];
    }>(`{
      stokvelOffers(supplierId: "999") { id }
      promotions(supplierId: "999") { id }
      combos(supplierId: "999") { id }
      sellableOffers(sellableId: "999999") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      stokvelOffers: [],
      promotions: [],
      combos: [],
      sellableOffers: [],
    });
  });
});

describe('nearby fan-out with a failing branch', () => {
  it('still lists the other branches’ offers when one branch fails', async () => {
    const fault = await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'GET /catalog/v1/suppliers/102/promotions', error_rate: 1 }]),
    });
    expect(fault.ok).toBe(true);
    try {
      const result = await stack.graphql<{
        nearbyOffers: { offers: Array<{ supplier: { id: string } }>; total: number };
      }>(`{
        nearbyOffers(list: PROMOTIONS, lat: ${HERE.lat}, lon: ${HERE.lon}, perPage: 100) {
          offers { supplier { id } }
          total
        }
      }`);
      expect(result.errors).toBeUndefined();
      const branches = new Set(result.data!.nearbyOffers.offers.map((o) => o.supplier.id));
      expect(branches.has('102')).toBe(false);
      expect(branches.has('101')).toBe(true);
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
  });
});
