/**
 * The server owns the basket: one per shopper, kept by the gateway. A visitor's lives under a
 * sealed basket cookie (no other visitor can see it, a forged cookie opens nothing); a signed-in
 * shopper's is their legacy cart, with the price each line was agreed at kept beside it; signing
 * in adopts the visitor's basket. Changes are set, not added, so a retry changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { firstTimeslot, PIETER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const MAIZE = { offerId: '100001', sellableId: '1001', supplierId: '101' };
const BIG_MAIZE = { offerId: '100002', sellableId: '1002', supplierId: '101' };
/** "Only 3 left". */
const SUNVELD = { offerId: '100003', sellableId: '1003', supplierId: '101' };

const BASKET = `{
  basket {
    id cartId lineCount itemCount subtotalInCents priceChanged
    lines { quantity agreedPriceInCents priceChanged totalInCents offer { id priceInCents } }
  }
}`;
const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) {
    basket { id cartId itemCount subtotalInCents priceChanged lines { quantity agreedPriceInCents offer { id } } }
    errors { __typename message offerId ... on BasketQuantityError { minimum maximum } }
  }
}`;

interface BasketView {
  id: string;
  cartId: string | null;
  lineCount: number;
  itemCount: number;
  subtotalInCents: number;
  priceChanged: boolean;
  lines: Array<{
    quantity: number;
    agreedPriceInCents: number;
    priceChanged: boolean;
    totalInCents: number;
    offer: { id: string; priceInCents: number };
  }>;
}
interface SetResult {
  setBasketLines: {
    basket: BasketView;
    errors: Array<{
      __typename: string;
      offerId: string | null;
      minimum?: number | null;
      maximum?: number | null;
    }>;
  };
}

describe('the server-owned basket', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ SSR: 'false' });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  const setPrice = (offerId: string, cents: number) =>
    fetch(`${stack.sim.url}/sim/offers/${offerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price_in_cents: cents }),
    });
  const read = async (client: GraphqlClient) => {
    const result = await client.request<{ basket: BasketView }>(BASKET);
    expect(result.errors).toBeUndefined();
    return result.data!.basket;
  };
  const set = (client: GraphqlClient, lines: Array<Record<string, unknown>>) =>
    client.request<SetResult>(SET_LINES, { input: { lines } });

  it('keeps a visitor’s lines on the server and shows them to that visitor only', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    expect(await read(visitor)).toMatchObject({ lineCount: 0, lines: [], cartId: null });
    expect(visitor.cookieHeader).toBe(''); // reading sets nothing

    const added = await set(visitor, [{ ...MAIZE, quantity: 2, seenPriceInCents: 4499 }]);
    expect(added.errors).toBeUndefined();
    expect(added.data?.setBasketLines.errors).toEqual([]);
    expect(visitor.cookieHeader).toMatch(/^sf_basket=/);
    const basket = await read(visitor);
    expect(basket).toMatchObject({
      lineCount: 1,
      itemCount: 2,
      subtotalInCents: 8998,
      priceChanged: false,
      cartId: null,
      lines: [
        {
          quantity: 2,
          agreedPriceInCents: 4499,
          priceChanged: false,
          totalInCents: 8998,
          offer: { id: MAIZE.offerId },
        },
      ],
    });

    // The cookie holds a sealed id, not the basket.
    expect(visitor.cookieHeader).not.toContain(MAIZE.offerId);
    const stranger = new GraphqlClient(stack.gatewayUrl);
    expect((await read(stranger)).lineCount).toBe(0);
  });

  it('is never kept by a browser, a CDN or the gateway’s public answers, even asked as GET', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    await set(visitor, [{ ...MAIZE, quantity: 4 }]);
    const url = new URL('/graphql', stack.gatewayUrl);
    url.searchParams.set('query', '{ basket { lineCount } }');
    const get = (cookie?: string) =>
      fetch(url, {
        headers: { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
      });
    const mine = await get(visitor.cookieHeader);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(
      ((await mine.json()) as { data: { basket: { lineCount: number } } }).data.basket.lineCount,
    ).toBe(1);
    const theirs = await get();
    expect(
      ((await theirs.json()) as { data: { basket: { lineCount: number } } }).data.basket.lineCount,
    ).toBe(0);
  });

  it('sets quantities: sending the same change twice changes nothing, 0 removes', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    await set(visitor, [{ ...MAIZE, quantity: 3 }]);
    await set(visitor, [{ ...MAIZE, quantity: 3 }]);
    expect((await read(visitor)).lines.map((line) => line.quantity)).toEqual([3]);
    await set(visitor, [{ ...BIG_MAIZE, quantity: 1 }]);
    await set(visitor, [{ ...MAIZE, quantity: 0 }]);
    expect((await read(visitor)).lines.map((line) => line.offer.id)).toEqual([BIG_MAIZE.offerId]);
  });

  it('refuses a forged or tampered basket cookie: it opens no basket', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    await set(visitor, [{ ...MAIZE, quantity: 1 }]);
    const cookie = visitor.cookieHeader.replace(/^sf_basket=/, '');
    const tampered = `${cookie.slice(0, -4)}${cookie.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const value of [tampered, 'eyJiaWQiOiJ4In0', '']) {
      const response = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `sf_basket=${value}` },
        body: JSON.stringify({ query: BASKET }),
      });
      const body = (await response.json()) as { data: { basket: BasketView } };
      expect(body.data.basket.lineCount).toBe(0);
    }
  });

  it('refuses a change with typed errors and changes nothing', async () => {
    const visitor = new GraphqlClient(stack.gatewayUrl);
    await set(visitor, [{ ...MAIZE, quantity: 1 }]);
    const refused = await set(visitor, [
      { ...MAIZE, quantity: 1.5 },
      { ...BIG_MAIZE, offerId: '100065', quantity: 1 }, // another sellable's offer
      { ...SUNVELD, quantity: 4 }, // only 3 left
    ]);
    expect(refused.data?.setBasketLines.errors.map((error) => error.__typename).sort()).toEqual([
      'UnknownOfferError',
    ]);
    const quantities = await set(visitor, [
      { ...MAIZE, quantity: 1.5 },
      { ...SUNVELD, quantity: 4 },
    ]);
    expect(quantities.data?.setBasketLines.errors).toEqual([
      expect.objectContaining({ __typename: 'BasketQuantityError', offerId: MAIZE.offerId }),
      expect.objectContaining({
        __typename: 'BasketQuantityError',
        offerId: SUNVELD.offerId,
        maximum: 3,
      }),
    ]);
    expect((await read(visitor)).lines).toMatchObject([
      { quantity: 1, offer: { id: MAIZE.offerId } },
    ]);
  });

  it('adopts a visitor’s basket at sign-in into the shopper’s legacy cart', async () => {
    const client = new GraphqlClient(stack.gatewayUrl);
    await set(client, [{ ...MAIZE, quantity: 2, seenPriceInCents: 4499 }]);
    await stack.resetCalls();
    const signIn = await client.request<{ signIn: { errors: unknown[] } }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`,
      { input: { login: PIETER.login, password: PIETER.password } },
    );
    expect(signIn.data?.signIn.errors).toEqual([]);
    expect((await stack.calls()).calls['POST /cart/v1/sync']).toBe(1);
    expect(client.cookieHeader).not.toContain('sf_basket=');

    const basket = await read(client);
    expect(basket.cartId).toMatch(/^\d+$/);
    expect(basket.lines).toMatchObject([
      { quantity: 2, agreedPriceInCents: 4499, offer: { id: MAIZE.offerId } },
    ]);

    // The shopper's basket follows them to another device, and the legacy cart holds the lines.
    const elsewhere = await signedIn(stack.gatewayUrl, PIETER);
    expect((await read(elsewhere)).lines.map((line) => line.offer.id)).toEqual([MAIZE.offerId]);
    const compared = await elsewhere.request<{ basketComparison: { cartId: string } }>(
      `query ($cartId: ID) { basketComparison(cartId: $cartId) { cartId } }`,
      { cartId: basket.cartId },
    );
    expect(compared.data?.basketComparison.cartId).toBe(basket.cartId);
    await elsewhere.request(`mutation { clearBasket { errors { __typename } } }`);
  });

  /** A visitor with the maize meal in their basket signs in while the legacy cart fails. */
  const signInWhileTheCartFails = async (who: { login: string; password: string }) => {
    const client = new GraphqlClient(stack.gatewayUrl);
    await set(client, [{ ...MAIZE, quantity: 1 }]);
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'POST /cart/v1/sync', error_rate: 1, status: 500 }]),
    });
    const signIn = await client.request<{ signIn: { errors: unknown[] } }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`,
      { input: { login: who.login, password: who.password } },
    );
    expect(signIn.data?.signIn.errors).toEqual([]); // signed in all the same
    expect(client.cookieHeader).toContain('sf_basket=');
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    return client;
  };

  it('adopts the visitor’s basket on the next read when the legacy cart failed at sign-in', async () => {
    const client = await signInWhileTheCartFails(THANDI);
    // One save of the legacy cart adopts the lines and prices them.
    await stack.resetCalls();
    expect((await read(client)).lines.map((line) => line.offer.id)).toEqual([MAIZE.offerId]);
    expect((await stack.calls()).calls['POST /cart/v1/sync']).toBe(1);
    expect(client.cookieHeader).not.toContain('sf_basket=');
    await client.request(`mutation { clearBasket { errors { __typename } } }`);
  });

  it('adopts it before a change when the legacy cart failed at sign-in, then changes it', async () => {
    const client = await signInWhileTheCartFails(THANDI);
    const changed = await set(client, [{ ...BIG_MAIZE, quantity: 1 }]);
    expect(changed.data?.setBasketLines.errors).toEqual([]);
    expect(changed.data?.setBasketLines.basket.lines.map((line) => line.offer.id)).toEqual([
      MAIZE.offerId,
      BIG_MAIZE.offerId,
    ]);
    expect(client.cookieHeader).not.toContain('sf_basket=');
    await client.request(`mutation { clearBasket { errors { __typename } } }`);
  });

  it('counts a signed-in shopper’s items with no legacy call; prices with one', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    await set(shopper, [{ ...BIG_MAIZE, quantity: 1 }]);
    await stack.resetCalls();
    const counted = await shopper.request<{ basket: { itemCount: number } }>(
      '{ basket { id itemCount } }',
    );
    expect(counted.data?.basket.itemCount).toBe(1);
    expect((await stack.calls()).total).toBe(0);
    await read(shopper);
    expect((await stack.calls()).calls['POST /cart/v1/sync']).toBe(1);
    await shopper.request(`mutation { clearBasket { errors { __typename } } }`);
  });

  it('stops on a price changed since the shopper agreed, until they accept it', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    await set(shopper, [{ ...MAIZE, quantity: 2, seenPriceInCents: 4499 }]);
    expect(await setPrice(MAIZE.offerId, 4799)).toHaveProperty('ok', true);
    try {
      const moved = await read(shopper);
      expect(moved.priceChanged).toBe(true);
      expect(moved.lines).toMatchObject([
        { agreedPriceInCents: 4499, priceChanged: true, offer: { priceInCents: 4799 } },
      ]);

      // Placing the order at the agreed price is refused: nothing the shopper did not agree to.
      const placed = await shopper.request<{
        placeOrder: { order: unknown; validationErrors: Array<{ __typename: string }> };
      }>(
        `mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) { order { id } validationErrors { __typename } }
        }`,
        {
          input: {
            idempotencyKey: `basket-${Date.now()}-price`,
            supplierId: '101',
            items: [{ offerId: MAIZE.offerId, quantity: 2, seenPriceInCents: 4499 }],
            paymentProvider: 'CASH',
            dispatch: 'COLLECT',
            timeslot: await firstTimeslot(stack.sim.url),
          },
        },
      );
      expect(placed.data?.placeOrder.order).toBeNull();
      expect(placed.data?.placeOrder.validationErrors.map((error) => error.__typename)).toContain(
        'PriceChangedError',
      );
      // Named without a price, the line is held to the one agreed in the basket.
      const unpriced = await shopper.request<{
        placeOrder: { order: unknown; validationErrors: Array<{ __typename: string }> };
      }>(
        `mutation ($input: PlaceOrderInput!) {
          placeOrder(input: $input) { order { id } validationErrors { __typename } }
        }`,
        {
          input: {
            idempotencyKey: `basket-${Date.now()}-unpriced`,
            supplierId: '101',
            items: [{ offerId: MAIZE.offerId, quantity: 2 }],
            paymentProvider: 'CASH',
            dispatch: 'COLLECT',
            timeslot: await firstTimeslot(stack.sim.url),
          },
        },
      );
      expect(unpriced.errors).toBeUndefined();
      expect(unpriced.data?.placeOrder.order).toBeNull();
      expect(unpriced.data?.placeOrder.validationErrors.map((error) => error.__typename)).toContain(
        'PriceChangedError',
      );

      const accepted = await shopper.request<{ acceptBasketPrices: { basket: BasketView } }>(
        `mutation { acceptBasketPrices { basket { priceChanged lines { agreedPriceInCents } } } }`,
      );
      expect(accepted.data?.acceptBasketPrices.basket).toMatchObject({
        priceChanged: false,
        lines: [{ agreedPriceInCents: 4799 }],
      });
      expect((await read(shopper)).priceChanged).toBe(false);
    } finally {
      await setPrice(MAIZE.offerId, 4499);
      await shopper.request(`mutation { clearBasket { errors { __typename } } }`);
    }
  });

  it('moves the whole basket to another branch’s offers ("Shop here") at the prices shown', async () => {
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    await set(shopper, [
      { ...MAIZE, quantity: 1 },
      { ...SUNVELD, quantity: 1 },
    ]);
    const replaced = await shopper.request<{
      replaceBasket: { basket: BasketView; errors: unknown[] };
    }>(
      `mutation ($input: ReplaceBasketInput!) {
        replaceBasket(input: $input) { basket { lines { quantity agreedPriceInCents offer { id } } } errors { __typename } }
      }`,
      { input: { lines: [{ ...BIG_MAIZE, quantity: 2, seenPriceInCents: 15000 }] } },
    );
    expect(replaced.data?.replaceBasket.errors).toEqual([]);
    expect(replaced.data?.replaceBasket.basket.lines).toEqual([
      { quantity: 2, agreedPriceInCents: 15000, offer: { id: BIG_MAIZE.offerId } },
    ]);
    // Shown at 150.00, sold at 155.99: the basket says so before any checkout.
    expect((await read(shopper)).priceChanged).toBe(true);
    await shopper.request(`mutation { clearBasket { errors { __typename } } }`);
  });

  it('starts a new account’s basket empty, whatever the gateway kept under its number before', async () => {
    const signUp = (client: GraphqlClient, login: string) =>
      client.request<{ signUp: { viewer: { id: string } | null } }>(
        `mutation ($input: SignUpInput!) { signUp(input: $input) { viewer { id } } }`,
        {
          input: {
            login,
            password: 'secret123',
            firstName: 'Sipho',
            lastName: 'Dlamini',
            acceptTerms: true,
          },
        },
      );
    // The legacy API forgets its accounts (a restored or reset backend) and numbers the next
    // new account as it numbered one before: that account's basket is not the newcomer's.
    const first = new GraphqlClient(stack.gatewayUrl);
    const before = await signUp(first, `08${String(Date.now()).slice(-8)}`);
    expect(await set(first, [{ ...MAIZE, quantity: 2 }])).toMatchObject({
      data: { setBasketLines: { errors: [] } },
    });
    await fetch(`${stack.sim.url}/sim/reset`, { method: 'POST' });
    const newcomer = new GraphqlClient(stack.gatewayUrl);
    const after = await signUp(newcomer, `08${String(Date.now() + 1).slice(-8)}`);
    expect(after.data?.signUp.viewer?.id).toBe(before.data?.signUp.viewer?.id);
    expect(await read(newcomer)).toMatchObject({ lineCount: 0, lines: [] });
  });

  it('keeps a signed-in shopper’s basket on the gateway in agency mode (no legacy cart there)', async () => {
    // A gateway of its own: the shop's configuration (its mode) is cached per gateway.
    const agency = await startStack({ SSR: 'false' });
    try {
      await fetch(`${agency.sim.url}/sim/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'agency' }),
      });
      const shopper = await signedIn(agency.gatewayUrl, PIETER);
      await agency.resetCalls();
      const added = await shopper.request<SetResult>(SET_LINES, {
        input: { lines: [{ ...MAIZE, quantity: 1 }] },
      });
      expect(added.data?.setBasketLines.errors).toEqual([]);
      expect(added.data?.setBasketLines.basket).toMatchObject({ cartId: null, itemCount: 1 });
      const calls = (await agency.calls()).calls;
      expect(calls['POST /cart/v1/sync']).toBeUndefined();
      const again = await shopper.request<{ basket: BasketView }>(BASKET);
      expect(again.data?.basket.lines.map((line) => line.offer.id)).toEqual([MAIZE.offerId]);
    } finally {
      await agency.close();
    }
  });
});
