/**
 * The upstream-call estimate tells the truth about lists: a field resolved once per list item
 * counts once per item, so one request cannot turn a category tree into a thousand legacy calls;
 * and the web's category page asks the legacy API a bounded number of times whatever the
 * category's size (one offer search per subcategory, not one offers call per product), within its
 * own estimate, cold and warm. Against the real simulator, counting its calls.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateUpstreamCalls } from '@shopfront/gateway';
import { asSent } from '../support/as-sent';
import { startStack, type TestStack } from '../support/stack';
import { webOperation } from '../support/web-manifest';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));
const schema = buildSchema(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
    .join('\n'),
);
const LIMIT = 25;
const PANTRY_STAPLES = '1';
const PAROW = '101';

/** Every root category of four branches, their subcategories' products and each one's offer. */
const TREE = `{ ${['102', '103', '201', '202']
  .map(
    (branch, i) =>
      `${'abcd'[i]}: categories(supplierId: "${branch}") { id subcategories { id products { id cheapestOffer { priceInCents } } } }`,
  )
  .join(' ')} }`;

interface Offer {
  id: string;
  priceInCents: number;
  sellable: { productId: string | null };
}
interface CategoryPage {
  category: {
    productPage: {
      products: Array<{ id: string; fromPriceInCents: number | null; cheapestOffer: Offer | null }>;
    };
  } | null;
}

/** The category page as far as it shows at once (`?shown=100`): every product of Pantry Staples. */
const ALL_SHOWN = { page: 1, perPage: 100 };

describe('the upstream-call estimate counts list items', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // As shipped: the public cache on, the default limit.
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a category tree asking every product its offer, before any legacy call', async () => {
    await stack.resetCalls();
    const result = await stack.graphql(TREE);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      reason: 'TOO_MANY_UPSTREAM_CALLS',
      limit: LIMIT,
    });
    expect((await stack.calls()).total).toBe(0);
  });

  it("answers the web's category page for Pantry Staples in at most 10 legacy calls cold, within its estimate", async () => {
    const page = webOperation('CategoryPage');
    const text = asSent(page.body);
    const estimate = estimateUpstreamCalls(schema, parse(text), 'CategoryPage');
    expect(estimate).toBeLessThanOrEqual(LIMIT);

    await stack.resetCalls();
    const cold = await stack.graphql<CategoryPage>(text, {
      id: PANTRY_STAPLES,
      supplierId: PAROW,
      ...ALL_SHOWN,
    });
    const coldCalls = await stack.calls();
    expect(cold.errors).toBeUndefined();
    expect(coldCalls.total, JSON.stringify(coldCalls.calls)).toBeLessThanOrEqual(10);
    expect(coldCalls.total).toBeLessThanOrEqual(estimate);

    await stack.resetCalls();
    const warm = await stack.graphql<CategoryPage>(text, {
      id: PANTRY_STAPLES,
      supplierId: PAROW,
      ...ALL_SHOWN,
    });
    const warmCalls = await stack.calls();
    expect(warm.data).toEqual(cold.data);
    expect(warmCalls.total).toBeLessThanOrEqual(coldCalls.total);

    // Every product the branch sells has its offer, one of that product's own at the branch.
    const products = cold.data?.category?.productPage.products ?? [];
    expect(products.length).toBeGreaterThan(60);
    for (const product of products) {
      expect(product.cheapestOffer === null, product.id).toBe(product.fromPriceInCents === null);
      if (!product.cheapestOffer) continue;
      expect(product.cheapestOffer.sellable.productId).toBe(product.id);
    }
    const sample = products.filter((product) => product.cheapestOffer).slice(0, 5);
    for (const product of sample) {
      const response = await fetch(
        `${stack.sim.url}/catalog/v1/products/${product.id}/offers?supplier_id=${PAROW}`,
      );
      const body = (await response.json()) as { product_offers: { offers: Array<{ id: number }> } };
      expect(body.product_offers.offers.map((offer) => String(offer.id))).toContain(
        product.cheapestOffer?.id,
      );
    }
  });

  /** Cold, then the same request again (warm): each within the estimate, none refused. */
  async function withinEstimate(text: string, variables: Record<string, unknown>) {
    const estimate = estimateUpstreamCalls(schema, parse(text));
    // The query's first run is its cold one: the gateway holds nothing of it yet.
    for (const run of ['cold', 'warm']) {
      await stack.resetCalls();
      const result = await stack.graphql(text, variables);
      expect(result.errors, run).toBeUndefined();
      const calls = await stack.calls();
      expect(calls.total, `${run} ${JSON.stringify(calls.calls)}`).toBeLessThanOrEqual(estimate);
    }
    return estimate;
  }

  const NEARBY = `query ($query: String!, $perPage: Int) {
    nearbyProductSearch(query: $query, lat: -33.8999547, lon: 18.5701029, perPage: $perPage) {
      products { id branchCount cheapestOffer { id priceInCents } }
      packs { id branchCount } didYouMean showingResultsFor
    }
  }`;

  it('keeps a nearby search listing many products within its estimate (products read while calls last)', async () => {
    expect(await withinEstimate(NEARBY, { query: 'milk', perPage: 100 })).toBeLessThanOrEqual(
      LIMIT,
    );
  });

  it('keeps a misspelt nearby search, searched again as corrected, within its estimate', async () => {
    await withinEstimate(NEARBY, { query: 'chiken', perPage: 20 });
  });

  it('corrects the first misspelt nearby search of a gateway that read its words at start', async () => {
    // As shipped: the words are read while the gateway starts, so no search pays for them.
    const fresh = await startStack({ CATALOGUE_WORDS_AT_START: 'true' });
    try {
      const text = NEARBY;
      const estimate = estimateUpstreamCalls(schema, parse(text));
      await fresh.resetCalls();
      const result = await fresh.graphql<{
        nearbyProductSearch: { products: unknown[]; showingResultsFor: string | null };
      }>(text, { query: 'chiken', perPage: 20 });
      expect(result.errors).toBeUndefined();
      expect(result.data?.nearbyProductSearch.showingResultsFor).toBe('chicken');
      expect(result.data?.nearbyProductSearch.products.length).toBeGreaterThan(0);
      const calls = await fresh.calls();
      expect(calls.calls['GET /catalog/v1/categories'] ?? 0).toBe(0);
      expect(calls.total, JSON.stringify(calls.calls)).toBeLessThanOrEqual(estimate);
    } finally {
      await fresh.close();
    }
  });

  it("keeps the web's offer search at a branch within its estimate, misspelt or finding nothing there", async () => {
    const text = asSent(webOperation('OfferSearch').body);
    // A correction (the catalogue's words, the corrected search); nothing anywhere (the search
    // at the other branches near, "did you mean").
    for (const query of ['chiken', 'sorghum beer', 'qxzvwk']) {
      const estimate = await withinEstimate(text, { query, supplierId: PAROW, perPage: 20 });
      expect(estimate).toBeLessThanOrEqual(LIMIT);
    }
  });

  it('keeps a basket re-check of many lines within its estimate, or refuses it before any call', async () => {
    const found = await stack.graphql<{
      offerSearch: { offers: Array<{ id: string; sellable: { id: string } }> };
    }>(
      `{ offerSearch(query: "milk", supplierId: "${PAROW}", perPage: 30) { offers { id sellable { id } } } }`,
    );
    const items = (found.data?.offerSearch.offers ?? []).map((offer) => ({
      offerId: offer.id,
      sellableId: offer.sellable.id,
      supplierId: PAROW,
    }));
    expect(items.length).toBeGreaterThanOrEqual(20);
    const text = `query ($items: [BasketOfferRefInput!]!) { basketOffers(items: $items) { offerId offer { id priceInCents } } }`;
    const estimate = estimateUpstreamCalls(schema, parse(text));
    await stack.resetCalls();
    const result = await stack.graphql(text, { items });
    const calls = await stack.calls();
    if (result.errors) expect(calls.total).toBe(0);
    else expect(calls.total, JSON.stringify(calls.calls)).toBeLessThanOrEqual(estimate);
  });

  it('answers the category page in market mode (no branch) within its estimate', async () => {
    const text = asSent(webOperation('CategoryPage').body);
    const estimate = estimateUpstreamCalls(schema, parse(text), 'CategoryPage');
    await stack.resetCalls();
    const result = await stack.graphql<CategoryPage>(text, {
      id: PANTRY_STAPLES,
      supplierId: null,
      ...ALL_SHOWN,
    });
    expect(result.errors).toBeUndefined();
    const calls = await stack.calls();
    expect(calls.total, JSON.stringify(calls.calls)).toBeLessThanOrEqual(estimate);
  });
});
