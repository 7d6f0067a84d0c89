/**
 * The basket comparison for the shopper's dispatch choice, through the gateway against the real
 * simulator: like with like (collection against collection, delivery against delivery), a closed
 * branch never first while an open one serves the basket (ties: ranking.test.ts), what each
 * branch lacks and where items are much dearer, all in one comparison call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const PAROW = '101';
const MILNERTON = '303';
const HERE = { latitude: -33.8999547, longitude: 18.5701029 };

const COMPARE = `query ($items: [CartLineInput!], $location: GeoPointInput, $dispatch: DispatchMethod) {
  basketComparison(items: $items, location: $location, dispatch: $dispatch) {
    cartId dispatch
    recommended { supplier { id } }
    baskets {
      supplier { id name closedText distanceKm }
      closed closedText delivers servesDispatch
      subtotalInCents shippingCostInCents totalInCents varianceVsCheapestPercent
      missingItemsCount directOverallCalculation
      missingItems { sellableId }
      dearerItems { sellableId priceInCents }
    }
  }
}`;

interface Basket {
  supplier: { id: string; name: string; closedText: string | null; distanceKm: number | null };
  closed: boolean;
  closedText: string | null;
  delivers: boolean;
  servesDispatch: boolean;
  subtotalInCents: number;
  shippingCostInCents: number;
  totalInCents: number;
  varianceVsCheapestPercent: number;
  missingItemsCount: number;
  directOverallCalculation: boolean;
  missingItems: Array<{ sellableId: string }>;
  dearerItems: Array<{ sellableId: string; priceInCents: number }>;
}

interface Comparison {
  basketComparison: {
    cartId: string;
    dispatch: string | null;
    recommended: { supplier: { id: string } } | null;
    baskets: Basket[];
  };
}

describe('basket comparison for collection or delivery', () => {
  let stack: TestStack;
  let shopper: GraphqlClient;
  let lemons: string;
  let milk: string;

  async function offerAtParow(query: string, name: string): Promise<string> {
    const result = await stack.graphql<{
      offerSearch: { offers: Array<{ id: string; name: string }> };
    }>(
      `query ($query: String!) { offerSearch(query: $query, supplierId: "${PAROW}") { offers { id name } } }`,
      { query },
    );
    const offer = result.data?.offerSearch.offers.find((item) => item.name === name);
    if (!offer) throw new Error(`${name} not found: ${JSON.stringify(result)}`);
    return offer.id;
  }

  async function compare(items: Array<{ offerId: string; quantity: number }>, dispatch?: string) {
    const result = await shopper.request<Comparison>(COMPARE, { items, location: HERE, dispatch });
    expect(result.errors).toBeUndefined();
    return result.data!.basketComparison;
  }

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
    lemons = await offerAtParow('lemons', 'Lemons (per kg)');
    milk = await offerAtParow('low fat milk', 'Sunveld Low Fat Milk 1 l');
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/reset`, { method: 'POST' });
    shopper = new GraphqlClient(stack.gatewayUrl);
    const signIn = await shopper.request<{ signIn: { errors: unknown[] } }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`,
      { input: { login: '0821234567', password: 'lekker123' } },
    );
    expect(signIn.data?.signIn.errors).toEqual([]);
  });

  it('compares collection with collection: the items alone, open branches first', async () => {
    const comparison = await compare([{ offerId: lemons, quantity: 0.4 }], 'COLLECT');
    const { baskets } = comparison;
    expect(comparison.dispatch).toBe('COLLECT');
    for (const basket of baskets) {
      expect(basket.servesDispatch).toBe(true);
      expect(basket.shippingCostInCents).toBe(0);
      expect(basket.totalInCents).toBe(basket.subtotalInCents);
    }
    const first = baskets[0]!;
    expect(first.closed).toBe(false);
    expect(comparison.recommended?.supplier.id).toBe(first.supplier.id);
    // Complete open baskets come cheapest first, then nearer; the closed Milnerton after them all.
    const open = baskets.filter((basket) => basket.directOverallCalculation && !basket.closed);
    const totals = open.map((basket) => basket.totalInCents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const milnerton = baskets.findIndex((basket) => basket.supplier.id === MILNERTON);
    expect(baskets[milnerton]?.closed).toBe(true);
    expect(baskets[milnerton]?.supplier.closedText).toMatch(/until Monday 08:00/);
    // The comparison's own copy of the notice, the one the web shows (an open branch has none).
    expect(baskets[milnerton]?.closedText).toBe(baskets[milnerton]?.supplier.closedText);
    expect(first.closedText).toBeNull();
    expect(milnerton).toBeGreaterThan(baskets.indexOf(open.at(-1)!));
    // Parow (R13.20 to collect) is no longer beaten by the closed Milnerton (R14.00).
    const parow = baskets.findIndex((basket) => basket.supplier.id === PAROW);
    expect(baskets[parow]?.totalInCents).toBe(1320);
    expect(parow).toBeLessThan(milnerton);
  });

  it('compares delivery with delivery: collection-only branches cannot serve and come last', async () => {
    const items = [
      { offerId: lemons, quantity: 0.4 },
      { offerId: milk, quantity: 1 },
    ];
    const { baskets, recommended } = await compare(items, 'DELIVER');
    const serving = baskets.filter((basket) => basket.servesDispatch);
    expect(serving.length).toBeGreaterThan(0);
    expect(baskets.slice(0, serving.length)).toEqual(serving);
    for (const basket of baskets) {
      expect(basket.servesDispatch).toBe(basket.delivers);
      if (basket.delivers)
        expect(basket.totalInCents).toBe(basket.subtotalInCents + basket.shippingCostInCents);
    }
    expect(recommended?.supplier.id).toBe(serving[0]!.supplier.id);
    expect(baskets.find((basket) => basket.supplier.id === MILNERTON)?.servesDispatch).toBe(false);
  });

  it('names what each branch lacks and where an item is much dearer', async () => {
    const { baskets } = await compare(
      [
        { offerId: lemons, quantity: 0.4 },
        { offerId: milk, quantity: 1 },
      ],
      'COLLECT',
    );
    for (const basket of baskets)
      expect(basket.missingItems).toHaveLength(basket.missingItemsCount);
    const dearer = baskets.flatMap((basket) => basket.dearerItems);
    expect(dearer.length).toBeGreaterThan(0);
  });

  it('costs one comparison call, one branch list and one live read of the branch recommended, however many lines', async () => {
    const items = [
      { offerId: lemons, quantity: 0.4 },
      { offerId: milk, quantity: 2 },
    ];
    await stack.resetCalls();
    const comparison = await compare(items, 'DELIVER');
    expect(comparison.cartId).toMatch(/^\d+$/);
    const calls = await stack.calls();
    expect(calls.calls['POST /shopit/v1/compare/sync']).toBe(1);
    // The branch recommended, read live (open-first.ts, basket-comparison-closed-since.test.ts).
    expect(calls.calls['GET /catalog/v1/suppliers/{id}']).toBe(1);
    expect(calls.total).toBeLessThanOrEqual(3);
  });

  it('compares a basket once for both choices and for one branch’s lines', async () => {
    const items = [
      { offerId: lemons, quantity: 0.4 },
      { offerId: milk, quantity: 2 },
    ];
    await stack.resetCalls();
    const collected = await compare(items, 'COLLECT');
    await compare(items, 'DELIVER');
    const parow = collected.baskets.find((basket) => basket.supplier.id === PAROW)!;
    const branch = await shopper.request<{
      basketComparison: {
        basket: {
          supplier: { id: string };
          subtotalInCents: number;
          items: Array<{ sellableId: string; totalInCents: number; offer: { id: string } | null }>;
        } | null;
        unknown: unknown;
      };
    }>(
      `query ($items: [CartLineInput!], $location: GeoPointInput, $supplierId: ID!) {
        basketComparison(items: $items, location: $location, dispatch: COLLECT) {
          basket(supplierId: $supplierId) {
            supplier { id } subtotalInCents
            items { sellableId totalInCents offer { id } }
          }
          unknown: basket(supplierId: "999999") { supplier { id } }
        }
      }`,
      { items, location: HERE, supplierId: PAROW },
    );
    expect(branch.errors).toBeUndefined();
    const basket = branch.data!.basketComparison.basket!;
    expect(basket.supplier.id).toBe(PAROW);
    expect(basket.subtotalInCents).toBe(parow.subtotalInCents);
    expect(basket.items.map((item) => item.offer?.id)).toEqual([lemons, milk]);
    expect(basket.items.reduce((sum, item) => sum + item.totalInCents, 0)).toBe(
      parow.subtotalInCents,
    );
    expect(branch.data!.basketComparison.unknown).toBeNull();
    expect((await stack.calls()).calls['POST /shopit/v1/compare/sync']).toBe(1);
  });

  it('compares again once the basket changed or was saved since', async () => {
    const items = [{ offerId: milk, quantity: 1 }];
    await stack.resetCalls();
    const one = await compare(items, 'COLLECT');
    const two = await compare([{ offerId: milk, quantity: 2 }], 'COLLECT');
    const parow = (comparison: typeof one) =>
      comparison.baskets.find((basket) => basket.supplier.id === PAROW)!.subtotalInCents;
    expect(parow(two)).toBe(2 * parow(one));
    // Saved from elsewhere (another tab): the server basket holds other lines, so compare again.
    const saved = await shopper.request(
      `mutation ($input: SyncBasketInput!) { syncBasket(input: $input) { cart { id } } }`,
      { input: { cartId: one.cartId, items: [{ offerId: lemons, quantity: 1 }] } },
    );
    expect(saved.errors).toBeUndefined();
    await compare(items, 'COLLECT');
    expect((await stack.calls()).calls['POST /shopit/v1/compare/sync']).toBe(3);
  });

  it('answers the same whether the lines ask their offers in full or their ids only', async () => {
    const items = [
      { offerId: lemons, quantity: 0.4 },
      { offerId: milk, quantity: 2 },
    ];
    const lines = (offer: string) => `query ($items: [CartLineInput!], $location: GeoPointInput) {
      basketComparison(items: $items, location: $location, dispatch: DELIVER) {
        baskets { supplier { id } totalInCents missingItemsCount
          items { sellableId quantity priceInCents totalInCents offer { ${offer} } } }
      }
    }`;
    type Answer = {
      basketComparison: {
        baskets: Array<{ items: Array<{ offer: { id: string; name?: string } | null }> }>;
      };
    };
    const ids = await shopper.request<Answer>(lines('id'), { items, location: HERE });
    const full = await shopper.request<Answer>(lines('id name priceInCents'), {
      items,
      location: HERE,
    });
    expect(ids.errors).toBeUndefined();
    expect(full.errors).toBeUndefined();
    const named = full
      .data!.basketComparison.baskets.flatMap((basket) => basket.items)
      .find((item) => item.offer?.id === milk);
    expect(named?.offer?.name).toBe('Sunveld Low Fat Milk 1 l');
    const idsOnly = structuredClone(full.data!) as Answer;
    for (const basket of idsOnly.basketComparison.baskets)
      for (const item of basket.items) if (item.offer) item.offer = { id: item.offer.id };
    expect(ids.data).toEqual(idsOnly);
  });
});
