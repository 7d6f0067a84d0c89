/**
 * A branch that closed a moment ago is never the one the comparison recommends: the branch list
 * comes through the gateway's public cache (up to CACHE_TTL_SECONDS old, ADR 0003), so the branch
 * to recommend is read live first, through the gateway against the real simulator.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const HERE = { latitude: -33.8999547, longitude: 18.5701029 };
const NOTICE = 'Closed for a burst pipe until Friday 08:00.';

const COMPARE = `query ($items: [CartLineInput!], $location: GeoPointInput, $dispatch: DispatchMethod) {
  basketComparison(items: $items, location: $location, dispatch: $dispatch) {
    recommended { supplier { id } }
    baskets { supplier { id } closed closedText }
  }
}`;

interface Comparison {
  basketComparison: {
    recommended: { supplier: { id: string } } | null;
    baskets: Array<{ supplier: { id: string }; closed: boolean; closedText: string | null }>;
  };
}

describe('a branch closed since the branch list was cached', () => {
  let stack: TestStack;
  let shopper: GraphqlClient;
  let items: Array<{ offerId: string; quantity: number }>;

  const compare = async (dispatch: string) => {
    const result = await shopper.request<Comparison>(COMPARE, { items, location: HERE, dispatch });
    expect(result.errors).toBeUndefined();
    return result.data!.basketComparison;
  };
  const setClosed = async (id: string, notice: string | null) => {
    const response = await fetch(`${stack.sim.url}/sim/suppliers/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ closed_text: notice }),
    });
    expect(response.ok).toBe(true);
  };

  beforeAll(async () => {
    // The public cache on, as shipped: an hour, so nothing in this file outlives it.
    stack = await startStack({ CACHE_TTL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/reset`, { method: 'POST' });
    shopper = await signedIn(stack.gatewayUrl, THANDI);
    const search = await stack.graphql<{
      offerSearch: { offers: Array<{ id: string; name: string }> };
    }>(`{ offerSearch(query: "low fat milk", supplierId: "101") { offers { id name } } }`);
    const milk = search.data!.offerSearch.offers.find((o) => o.name === 'Sunveld Low Fat Milk 1 l');
    items = [{ offerId: milk!.id, quantity: 1 }];
  });

  for (const dispatch of ['COLLECT', 'DELIVER']) {
    it(`recommends the next branch, and says the first has closed (${dispatch})`, async () => {
      const before = await compare(dispatch);
      const first = before.recommended!.supplier.id;
      await setClosed(first, NOTICE);
      await stack.resetCalls();

      const after = await compare(dispatch);
      expect(after.recommended?.supplier.id).toBeDefined();
      expect(after.recommended?.supplier.id).not.toBe(first);
      const closed = after.baskets.find((basket) => basket.supplier.id === first)!;
      expect(closed).toMatchObject({ closed: true, closedText: NOTICE });
      // One live read of each branch about to be recommended: here the closed one and the next.
      const calls = await stack.calls();
      expect(calls.calls['GET /catalog/v1/suppliers/{id}']).toBe(2);
    });
  }

  it('still answers, by the cached list, when the branch cannot be read live', async () => {
    const before = await compare('COLLECT');
    const faults = await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'GET /catalog/v1/suppliers/{id}', error_rate: 1, status: 500, times: 20 },
      ]),
    });
    expect(faults.ok).toBe(true);
    try {
      const after = await compare('COLLECT');
      expect(after.recommended).toEqual(before.recommended);
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
  });

  it('costs one live read of the recommended branch when it is still open', async () => {
    await compare('COLLECT');
    await stack.resetCalls();
    await compare('COLLECT');
    expect((await stack.calls()).calls['GET /catalog/v1/suppliers/{id}']).toBe(1);
  });
});
