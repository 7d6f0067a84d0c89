/**
 * What a search finds, against the real simulator: the facts of a cross-branch result match the
 * product's own offers, a misspelt word gets a "did you mean" from the catalogue's own words, and
 * a product the chosen branch does not sell is found at the other branches near it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const HERE = { lat: -33.8999547, lon: 18.5701029 };
const PAROW = '101';
const BELLVILLE = '201';

interface OfferFacts {
  id: string;
  name: string;
  priceInCents: number;
  outOfStock: boolean;
  supplier: { id: string; name: string };
}

interface NearbyFacts {
  id: string;
  name: string;
  branchCount: number;
  cheapestOffer: OfferFacts;
  cheapestAt: { id: string; name: string; distanceKm: number };
}

const OFFER = 'id name priceInCents outOfStock supplier { id name }';
const NEARBY = `id name branchCount cheapestOffer { ${OFFER} } cheapestAt { id name distanceKm }`;

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ CACHE_TTL_SECONDS: '60' });
});
afterAll(async () => {
  await stack.close();
});

async function openBranchIds(): Promise<Set<string>> {
  const result = await stack.graphql<{ suppliersNear: Array<{ id: string; disabled: boolean }> }>(
    `query ($lat: Float!, $lon: Float!) { suppliersNear(lat: $lat, lon: $lon) { id disabled } }`,
    HERE,
  );
  return new Set(result.data!.suppliersNear.filter((s) => !s.disabled).map((s) => s.id));
}

async function productOffers(id: string): Promise<OfferFacts[]> {
  const result = await stack.graphql<{ product: { offers: OfferFacts[] } }>(
    `query ($id: ID!) { product(id: $id) { offers { ${OFFER} } } }`,
    { id },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.product.offers;
}

describe('a cross-branch result tells the same facts as its product page', () => {
  it('counts every nearby branch selling the product and shows the cheapest offer in stock', async () => {
    const open = await openBranchIds();
    const result = await stack.graphql<{ nearbyProductSearch: { products: NearbyFacts[] } }>(
      `query ($lat: Float!, $lon: Float!) {
        nearbyProductSearch(query: "milk", lat: $lat, lon: $lon, perPage: 20) { products { ${NEARBY} } }
      }`,
      HERE,
    );
    expect(result.errors).toBeUndefined();
    const products = result.data!.nearbyProductSearch.products;
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      const offers = (await productOffers(product.id)).filter((o) => open.has(o.supplier.id));
      const branches = new Set(offers.map((o) => o.supplier.id));
      const inStock = offers.filter((o) => !o.outOfStock);
      const cheapest = Math.min(...(inStock.length ? inStock : offers).map((o) => o.priceInCents));
      expect({ name: product.name, branches: product.branchCount }).toEqual({
        name: product.name,
        branches: branches.size,
      });
      expect({ name: product.name, price: product.cheapestOffer.priceInCents }).toEqual({
        name: product.name,
        price: cheapest,
      });
      expect(product.cheapestOffer.outOfStock).toBe(inStock.length === 0);
      expect(product.cheapestAt.id).toBe(product.cheapestOffer.supplier.id);
    }
  });

  it('asks each branch once and each listed product once: a bounded number of calls', async () => {
    await stack.resetCalls();
    const result = await stack.graphql<{ nearbyProductSearch: { products: NearbyFacts[] } }>(
      `query ($lat: Float!, $lon: Float!) {
        nearbyProductSearch(query: "maas", lat: $lat, lon: $lon, perPage: 10) { products { ${NEARBY} } }
      }`,
      HERE,
    );
    expect(result.errors).toBeUndefined();
    const { products } = result.data!.nearbyProductSearch;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(10);
    const { calls } = await stack.calls();
    expect(calls['GET /catalog/v1/offers/search']).toBe((await openBranchIds()).size);
    expect(calls['GET /catalog/v1/products/{id}/offers']).toBe(products.length);
  });
});

describe('a misspelt search', () => {
  // Searched exactly as typed: a confident correction is otherwise answered with its results
  // (search-typed.test.ts).
  it('at a branch: nothing found, and "did you mean" names the catalogue word', async () => {
    const result = await stack.graphql<{
      offerSearch: { offers: unknown[]; didYouMean: string | null };
    }>(
      `{ offerSearch(query: "chiken", supplierId: "${PAROW}", exactly: true) { offers { id } didYouMean } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.offerSearch).toEqual({ offers: [], didYouMean: 'chicken' });
  });

  it('in price comparison: corrects each misspelt word and keeps the others', async () => {
    const result = await stack.graphql<{
      nearbyProductSearch: { products: unknown[]; didYouMean: string | null };
    }>(
      `query ($lat: Float!, $lon: Float!) {
        nearbyProductSearch(query: "maize meeal", lat: $lat, lon: $lon, exactly: true) {
          products { id } didYouMean
        }
      }`,
      HERE,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nearbyProductSearch.didYouMean).toBe('maize meal');
  });

  it('the suggestion finds things, and a search that finds things suggests nothing', async () => {
    const result = await stack.graphql<{
      offerSearch: { offers: unknown[]; didYouMean: string | null };
    }>(`{ offerSearch(query: "chicken", supplierId: "${PAROW}") { offers { id } didYouMean } }`);
    expect(result.data!.offerSearch.offers.length).toBeGreaterThan(0);
    expect(result.data!.offerSearch.didYouMean).toBeNull();
  });

  it('reads the catalogue words once and keeps them: a second typo costs no catalogue calls', async () => {
    await stack.graphql(`{ offerSearch(query: "bred", supplierId: "${PAROW}") { didYouMean } }`);
    await stack.resetCalls();
    const again = await stack.graphql<{ offerSearch: { didYouMean: string | null } }>(
      `{ offerSearch(query: "suger", supplierId: "${PAROW}") { didYouMean } }`,
    );
    expect(again.data!.offerSearch.didYouMean).toBe('sugar');
    const { calls } = await stack.calls();
    expect(calls['GET /catalog/v1/categories']).toBeUndefined();
    expect(calls['GET /catalog/v1/categories/{id}']).toBeUndefined();
  });

  it('gibberish gets no suggestion', async () => {
    const result = await stack.graphql<{ offerSearch: { didYouMean: string | null } }>(
      `{ offerSearch(query: "zzqx", supplierId: "${PAROW}") { didYouMean } }`,
    );
    expect(result.data!.offerSearch.didYouMean).toBeNull();
  });
});

describe('a product the chosen branch does not sell', () => {
  it('is found at the branch that sells it, with its distance from the chosen branch', async () => {
    const result = await stack.graphql<{
      offerSearch: { offers: unknown[]; elsewhere: NearbyFacts[] };
    }>(
      `{ offerSearch(query: "sonskyn rice", supplierId: "${PAROW}") {
          offers { id }
          elsewhere { ${NEARBY} }
      } }`,
    );
    expect(result.errors).toBeUndefined();
    const { offers, elsewhere } = result.data!.offerSearch;
    expect(offers).toEqual([]);
    expect(elsewhere.length).toBeGreaterThan(0);
    const rice = elsewhere.find((p) => /Sonskyn Parboiled Rice/.test(p.cheapestOffer.name));
    expect(rice).toBeDefined();
    expect(rice!.cheapestAt).toMatchObject({ id: BELLVILLE, name: 'Boland Bulk Bellville' });
    expect(rice!.cheapestAt.distanceKm).toBeCloseTo(4.2, 0);
  });

  it('is not looked for when the branch has results', async () => {
    await stack.resetCalls();
    const result = await stack.graphql<{
      offerSearch: { offers: unknown[]; elsewhere: NearbyFacts[] };
    }>(
      `{ offerSearch(query: "yoghurt", supplierId: "${PAROW}") { offers { id } elsewhere { id } } }`,
    );
    expect(result.data!.offerSearch.offers.length).toBeGreaterThan(0);
    expect(result.data!.offerSearch.elsewhere).toEqual([]);
    expect((await stack.calls()).calls['GET /catalog/v1/offers/search']).toBe(1);
  });
});
