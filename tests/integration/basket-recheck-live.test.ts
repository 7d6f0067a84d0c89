/**
 * The basket re-check reads stock live: with the public catalogue cache on (60 s by default), a
 * line that sold out a moment ago must not come back "in stock" from the cached offer list that
 * the catalogue pages just read, and its answer must not be kept by a browser or CDN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const MILK = { offerId: '100001', sellableId: '1001', supplierId: '101' };

interface Check {
  basketOffers: Array<{ offerId: string; offer: { outOfStock: boolean } | null }>;
}
const RECHECK = `query ($items: [BasketOfferRefInput!]!) {
  basketOffers(items: $items) { offerId offer { outOfStock } }
}`;

describe('basket re-check against the cached catalogue', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '60' });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('shows a line that sold out after the catalogue was cached as out of stock', async () => {
    // The catalogue page reads (and caches) the offer list while the milk is in stock.
    const browsed = await stack.graphql<{
      sellableOffers: Array<{ id: string; outOfStock: boolean }>;
    }>('{ sellableOffers(sellableId: "1001", supplierId: "101") { id outOfStock } }');
    expect(browsed.errors).toBeUndefined();
    expect(
      browsed.data?.sellableOffers.find((offer) => offer.id === MILK.offerId)?.outOfStock,
    ).toBe(false);
    const before = await stack.graphql<Check>(RECHECK, { items: [MILK] });
    expect(before.data?.basketOffers[0]?.offer?.outOfStock).toBe(false);

    // The milk sells out upstream.
    const patched = await fetch(`${stack.sim.url}/sim/offers/${MILK.offerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ out_of_stock: true }),
    });
    expect(patched.ok).toBe(true);

    const after = await stack.graphql<Check>(RECHECK, { items: [MILK] });
    expect(after.errors).toBeUndefined();
    expect(after.data?.basketOffers).toEqual([
      { offerId: MILK.offerId, offer: { outOfStock: true } },
    ]);
  });

  it('is never kept by a browser or CDN, even asked as GET', async () => {
    const url = new URL('/graphql', stack.gatewayUrl);
    url.searchParams.set('query', RECHECK);
    url.searchParams.set('variables', JSON.stringify({ items: [MILK] }));
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
