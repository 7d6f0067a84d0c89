/**
 * The signed-in shopper's basket and checkout validation through the gateway, against the real
 * simulator over HTTP: save, compare (plain, debug, in one round trip), validate the cart with
 * typed business errors, validate picks, and refuse visitors and other shoppers' carts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const PAROW = '101';
const MAIZE_2_5KG = { offerId: '100001', quantity: 2 }; // R44.99 each at Parow
const MINCE_PER_KG = { offerId: '100235', quantity: 0.75 }; // R110.99 per kg at Parow
const BROCCOLI_PER_KG = '100275'; // R11.99 per kg at Parow
const HERE = { latitude: -33.8999547, longitude: 18.5701029 };

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { errors { message } }
}`;

const SYNC = `mutation ($input: SyncBasketInput!) {
  syncBasket(input: $input) {
    cart { id proxyOrderId location { latitude longitude } items { quantity offer { id name priceInCents } } }
    errors { message }
  }
}`;

const COMPARE = `query ($cartId: ID!, $location: GeoPointInput) {
  basketComparison(cartId: $cartId, location: $location) {
    cartId unitPriceThresholdPercent
    cheapest { supplier { id } totalInCents }
    baskets {
      supplier { id name }
      subtotalInCents shippingCostInCents totalInCents varianceVsCheapestPercent percentOfCheapest
      unitPriceOverThresholdCount directOverallCalculation missingItemsCount
      missingItems { sellableId }
      items { sellableId quantity priceInCents totalInCents unitPriceOverThreshold offer { id } }
    }
  }
}`;

const VALIDATE = `mutation ($input: ValidateCartInput!) {
  validateCart(input: $input) {
    validation {
      valid subtotalInCents discountInCents discountCode discountCodesEnabled shippingCostInCents
      bagTotalInCents creditInCents stokvel totalInCents
      items { offerId quantity priceInCents previousPriceInCents outOfStock priceChanged expired }
    }
    errors {
      __typename message
      ... on OutOfStockError { items { offerId } }
      ... on PriceChangedError { items { offerId priceInCents previousPriceInCents } }
      ... on DiscountCodeError { code problem }
    }
  }
}`;

interface Basket {
  supplier: { id: string; name: string };
  subtotalInCents: number;
  shippingCostInCents: number;
  totalInCents: number;
  varianceVsCheapestPercent: number;
  percentOfCheapest: number;
  directOverallCalculation: boolean;
  missingItemsCount: number;
  missingItems: Array<{ sellableId: string }>;
  items: Array<{ sellableId: string; quantity: number; offer: { id: string } | null }>;
}

interface ValidateResult {
  validateCart: {
    validation: {
      valid: boolean;
      subtotalInCents: number;
      discountInCents: number;
      shippingCostInCents: number;
      bagTotalInCents: number;
      creditInCents: number;
      totalInCents: number;
      items: Array<{ offerId: string; outOfStock: boolean; priceChanged: boolean }>;
    } | null;
    errors: Array<{
      __typename: string;
      message: string;
      items?: Array<{ offerId: string; priceInCents?: number; previousPriceInCents?: number }>;
      code?: string;
      problem?: string;
    }>;
  };
}

describe('basket and checkout validation through the gateway', () => {
  let stack: TestStack;
  let shopper: GraphqlClient;
  let collectSlot: string;

  async function signIn(login: string): Promise<GraphqlClient> {
    const client = new GraphqlClient(stack.gatewayUrl);
    const result = await client.request<{ signIn: { errors: unknown[] } }>(SIGN_IN, {
      input: { login, password: 'lekker123' },
    });
    expect(result.data?.signIn.errors).toEqual([]);
    return client;
  }

  async function savedCart(items = [MAIZE_2_5KG, MINCE_PER_KG]): Promise<string> {
    const result = await shopper.request<{ syncBasket: { cart: { id: string } } }>(SYNC, {
      input: { items, location: HERE },
    });
    const id = result.data?.syncBasket.cart.id;
    if (!id) throw new Error(`sync failed: ${JSON.stringify(result.errors)}`);
    return id;
  }

  function validate(input: Record<string, unknown>) {
    return shopper.request<ValidateResult>(VALIDATE, {
      input: {
        supplierId: PAROW,
        dispatch: 'COLLECT',
        timeslot: collectSlot,
        items: [MAIZE_2_5KG],
        ...input,
      },
    });
  }

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/reset`, { method: 'POST' });
    shopper = await signIn('0821234567');
    const slots = await stack.graphql<{ timeslots: Array<{ value: string }> }>(
      `{ timeslots(supplierId: "101", dispatch: COLLECT) { value } }`,
    );
    collectSlot = slots.data?.timeslots[0]?.value ?? '';
    expect(collectSlot).not.toBe('');
    await stack.resetCalls();
  });

  it('refuses visitors with UNAUTHENTICATED and calls nothing upstream', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    const sync = await visitor.request(SYNC, { input: { items: [MAIZE_2_5KG] } });
    expect(sync.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const compare = await visitor.request(COMPARE, { cartId: '1' });
    expect(compare.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const check = await visitor.request(VALIDATE, {
      input: { supplierId: PAROW, dispatch: 'COLLECT', items: [MAIZE_2_5KG] },
    });
    expect(check.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await stack.calls()).total).toBe(0);
  });

  it('saves the basket on the server and updates it by cart id', async () => {
    const created = await shopper.request<{
      syncBasket: {
        cart: {
          id: string;
          proxyOrderId: string | null;
          location: { latitude: number };
          items: Array<{ quantity: number; offer: { id: string; name: string } }>;
        };
        errors: unknown[];
      };
    }>(SYNC, { input: { items: [MAIZE_2_5KG, MINCE_PER_KG], location: HERE } });
    expect(created.errors).toBeUndefined();
    const cart = created.data?.syncBasket.cart;
    expect(cart?.proxyOrderId).toBeNull();
    expect(cart?.location.latitude).toBe(HERE.latitude);
    expect(cart?.items.map((line) => [line.offer.id, line.quantity])).toEqual([
      ['100001', 2],
      ['100235', 0.75],
    ]);

    const updated = await shopper.request<{
      syncBasket: { cart: { id: string; items: unknown[] } };
    }>(SYNC, { input: { cartId: cart?.id, items: [MAIZE_2_5KG] } });
    expect(updated.data?.syncBasket.cart.id).toBe(cart?.id);
    expect(updated.data?.syncBasket.cart.items).toHaveLength(1);
    expect(await stack.calls()).toEqual({
      calls: { 'POST /cart/v1/sync': 2 },
      total: 2,
    });
  });

  it('compares the saved basket across suppliers, best first, in one call', async () => {
    const cartId = await savedCart();
    await stack.resetCalls();
    const result = await shopper.request<{
      basketComparison: {
        cartId: string;
        unitPriceThresholdPercent: number;
        cheapest: { supplier: { id: string }; totalInCents: number };
        baskets: Basket[];
      };
    }>(COMPARE, { cartId, location: HERE });

    expect(result.errors).toBeUndefined();
    const comparison = result.data?.basketComparison;
    expect(comparison?.cartId).toBe(cartId);
    const baskets = comparison?.baskets ?? [];
    expect(baskets.length).toBeGreaterThan(1);
    expect(comparison?.cheapest).toEqual({
      supplier: { id: baskets[0]?.supplier.id },
      totalInCents: baskets[0]?.totalInCents,
    });
    expect(baskets[0]?.percentOfCheapest).toBe(100);
    expect(baskets[0]?.varianceVsCheapestPercent).toBe(0);
    for (const basket of baskets) {
      expect(basket.totalInCents).toBe(basket.subtotalInCents + basket.shippingCostInCents);
      expect(basket.missingItems).toHaveLength(basket.missingItemsCount);
      expect(basket.directOverallCalculation).toBe(basket.missingItemsCount === 0);
    }
    const parow = baskets.find((basket) => basket.supplier.id === PAROW);
    expect(parow?.supplier.name).toBe('Mzansi Fresh Parow');
    expect(parow?.items.map((item) => item.offer?.id)).toEqual(['100001', '100235']);
    expect(await stack.calls()).toEqual({
      calls: { 'GET /cart/v1/compare': 1 },
      total: 1,
    });
  });

  it('marks the branches that cannot deliver there (collection only) and the closed ones', async () => {
    const cartId = await savedCart();
    const result = await shopper.request<{
      basketComparison: {
        baskets: Array<{
          supplier: { id: string; name: string; closedText: string | null };
          delivers: boolean;
          shippingCostInCents: number;
          subtotalInCents: number;
          totalInCents: number;
        }>;
      };
    }>(
      `query ($cartId: ID!, $location: GeoPointInput) {
        basketComparison(cartId: $cartId, location: $location) {
          baskets { supplier { id name closedText } delivers shippingCostInCents subtotalInCents totalInCents }
        }
      }`,
      { cartId, location: HERE },
    );
    expect(result.errors).toBeUndefined();
    const baskets = result.data?.basketComparison.baskets ?? [];
    const byName = (name: string) => baskets.find((basket) => basket.supplier.name === name);
    // Kaap Spens does not deliver at all: collection only, no delivery fee counted.
    const goodwood = byName('Kaap Spens Goodwood');
    expect(goodwood).toMatchObject({ delivers: false, shippingCostInCents: 0 });
    expect(goodwood?.totalInCents).toBe(goodwood?.subtotalInCents);
    // Mzansi Fresh delivers, for a fee.
    const parow = byName('Mzansi Fresh Parow');
    expect(parow?.delivers).toBe(true);
    expect(parow?.shippingCostInCents).toBeGreaterThan(0);
    // Milnerton is closed for stocktake, and says so.
    expect(byName('Kaap Spens Milnerton')?.supplier.closedText).toMatch(/stocktake/i);
  });

  it('shows the debug comparison with the cheapest item of every supplier', async () => {
    const cartId = await savedCart();
    await stack.resetCalls();
    const result = await shopper.request<{
      basketComparisonDebug: {
        cheapestBasket: {
          totalInCents: number;
          items: Array<{
            sellableId: string;
            quantity: number;
            priceInCents: number;
            supplier: { id: string; name: string };
          }>;
        };
        baskets: Array<{ subtotalInCents: number; directOverallCalculation: boolean }>;
      };
    }>(
      `query ($cartId: ID!) {
        basketComparisonDebug(cartId: $cartId) {
          cartId
          cheapestBasket { totalInCents items { sellableId quantity priceInCents supplier { id name } } }
          baskets { subtotalInCents directOverallCalculation }
        }
      }`,
      { cartId },
    );
    expect(result.errors).toBeUndefined();
    const debug = result.data?.basketComparisonDebug;
    expect(debug?.cheapestBasket.items.map((item) => item.sellableId)).toHaveLength(2);
    // The mixed cheapest basket costs no more than any supplier's complete basket.
    const complete = debug?.baskets.filter((basket) => basket.directOverallCalculation) ?? [];
    expect(complete.length).toBeGreaterThan(0);
    for (const basket of complete) {
      expect(debug?.cheapestBasket.totalInCents).toBeLessThanOrEqual(basket.subtotalInCents);
    }
    for (const item of debug?.cheapestBasket.items ?? []) {
      expect(item.supplier.name).toMatch(/^(Mzansi Fresh|Boland Bulk|Kaap Spens) /);
    }
    // The suppliers' names come from the comparison's own baskets: no branch lookups.
    expect(await stack.calls()).toEqual({
      calls: { 'GET /cart/v1/compare_debug': 1 },
      total: 1,
    });
  });

  it('saves and compares in one round trip', async () => {
    const result = await shopper.request<{
      syncAndCompareBasket: {
        cart: { id: string };
        baskets: Array<{
          supplier: { id: string };
          totalInCents: number;
          missingItemsCount: number;
        }>;
        errors: unknown[];
      };
    }>(
      `mutation ($input: SyncAndCompareBasketInput!) {
        syncAndCompareBasket(input: $input) {
          cart { id } baskets { supplier { id } totalInCents missingItemsCount } errors { message }
        }
      }`,
      { input: { items: [MAIZE_2_5KG, MINCE_PER_KG], location: HERE } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.syncAndCompareBasket.cart.id).toMatch(/^\d+$/);
    // Best first: fewest missing lines, then the cheapest total.
    const order = result.data?.syncAndCompareBasket.baskets.map(
      (basket) => [basket.missingItemsCount, basket.totalInCents] as const,
    );
    expect(order?.length).toBeGreaterThan(1);
    expect(order).toEqual([...(order ?? [])].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(await stack.calls()).toEqual({
      calls: { 'POST /shopit/v1/compare/sync': 1 },
      total: 1,
    });
  });

  it("refuses another shopper's cart with FORBIDDEN", async () => {
    const cartId = await savedCart();
    const other = await signIn('0831234567');
    const result = await other.request(COMPARE, { cartId });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('validates a clean basket for collection with totals, bags, discount and credit', async () => {
    const result = await validate({
      items: [{ ...MAIZE_2_5KG, quantity: 3 }],
      requiresBags: true,
      bagQuantity: 2,
      discountCode: 'STOKVEL5',
    });
    expect(result.errors).toBeUndefined();
    const { validation, errors } = result.data?.validateCart ?? {};
    expect(errors).toEqual([]);
    expect(validation).toMatchObject({
      valid: true,
      subtotalInCents: 3 * 4499,
      discountInCents: Math.round(3 * 4499 * 0.05),
      shippingCostInCents: 0,
      bagTotalInCents: 2 * 150,
      creditInCents: 5000,
    });
    expect(validation?.totalInCents).toBe(3 * 4499 - (validation?.discountInCents ?? 0) + 2 * 150);
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopfront_config': 1, 'POST /api/v1/cart/validate': 1 },
      total: 2,
    });
  });

  it('types the business problems: minimum order, discount code, dispatch slot', async () => {
    const result = await validate({
      items: [{ offerId: BROCCOLI_PER_KG, quantity: 0.5 }],
      discountCode: 'WINTER2025',
      timeslot: '2020-01-01T09:00:00+02:00',
    });
    expect(result.errors).toBeUndefined();
    const { validation, errors } = result.data?.validateCart ?? { errors: [] };
    expect(validation?.valid).toBe(false);
    expect(errors).toEqual([
      { __typename: 'MinimumOrderError', message: 'Minimum order amount is R10' },
      {
        __typename: 'DiscountCodeError',
        message: 'This discount code has expired',
        code: 'WINTER2025',
        problem: 'EXPIRED',
      },
      {
        __typename: 'DispatchSlotError',
        message: 'Collect date is no longer available, choose another',
      },
    ]);
  });

  it('reports out-of-stock lines and changed prices with old and new prices', async () => {
    const patch = (id: string, body: Record<string, unknown>) =>
      fetch(`${stack.sim.url}/sim/offers/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await patch('100235', { out_of_stock: true });
    await patch('100001', { price_in_cents: 4699 });

    const result = await validate({
      items: [
        { ...MAIZE_2_5KG, seenPriceInCents: 4499 },
        { ...MINCE_PER_KG, seenPriceInCents: 11099 },
      ],
    });
    expect(result.errors).toBeUndefined();
    const errors = result.data?.validateCart.errors ?? [];
    expect(errors.map((error) => error.__typename)).toEqual([
      'OutOfStockError',
      'PriceChangedError',
    ]);
    expect(errors[0]?.items).toEqual([{ offerId: '100235' }]);
    expect(errors[1]?.items).toEqual([
      { offerId: '100001', priceInCents: 4699, previousPriceInCents: 4499 },
    ]);
  });

  it('needs a delivery address to validate a delivery, before calling upstream', async () => {
    const result = await validate({ dispatch: 'DELIVER', shippingProvider: 'PICUP' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.calls()).total).toBe(0);
  });

  it('validates picks, typing out-of-stock picks', async () => {
    await fetch(`${stack.sim.url}/sim/offers/100235`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ out_of_stock: true }),
    });
    const result = await shopper.request<{
      validatePicks: {
        items: Array<{ offerId: string; outOfStock: boolean }>;
        errors: Array<{ __typename: string; items: Array<{ offerId: string }> }>;
      };
    }>(
      `mutation ($input: ValidatePicksInput!) {
        validatePicks(input: $input) {
          items { offerId outOfStock priceChanged expired }
          errors { __typename ... on OutOfStockError { items { offerId } } }
        }
      }`,
      { input: { items: [MAIZE_2_5KG, MINCE_PER_KG] } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.validatePicks.items).toEqual([
      { offerId: '100001', outOfStock: false, priceChanged: false, expired: false },
      { offerId: '100235', outOfStock: true, priceChanged: false, expired: false },
    ]);
    expect(result.data?.validatePicks.errors).toEqual([
      { __typename: 'OutOfStockError', items: [{ offerId: '100235' }] },
    ]);
    expect(await stack.calls()).toEqual({
      calls: { 'POST /api/v1/offers/validate_picks': 1 },
      total: 1,
    });
  });
});

describe('basket with the public cache on', () => {
  it("never caches the shopper's own comparison", async () => {
    const stack = await startStack({ CACHE_TTL_SECONDS: '60' });
    try {
      const shopper = new GraphqlClient(stack.gatewayUrl);
      await shopper.request(SIGN_IN, { input: { login: '0821234567', password: 'lekker123' } });
      const sync = await shopper.request<{ syncBasket: { cart: { id: string } } }>(SYNC, {
        input: { items: [MAIZE_2_5KG], location: HERE },
      });
      const cartId = sync.data?.syncBasket.cart.id;
      await stack.resetCalls();
      const first = await shopper.request(COMPARE, { cartId });
      const second = await shopper.request(COMPARE, { cartId });
      expect(first.errors).toBeUndefined();
      expect(second.data).toEqual(first.data);
      expect(await stack.calls()).toEqual({
        calls: { 'GET /cart/v1/compare': 2 },
        total: 2,
      });
    } finally {
      await stack.close();
    }
  });
});
