/**
 * `POST /checkout/place`, "Place order" as a form that works without the script: the shopper's
 * basket as the gateway holds it, collected in the slot of their checkout choice, placed once per
 * idempotency key through the gateway's own `placeOrder` (a double submit or a repeat registers
 * one order with the legacy API), stopped at the confirmation when a price moved; held to the
 * other forms' standard (same-site rule, 503 for a legacy failure, pages in the shopper's
 * language).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { clearFaults, postForm } from '../support/form-post';
import {
  collectChoice,
  countCalls,
  fillBasket,
  ORDER_REGISTRATIONS,
  placeFormBody,
  startPlaceFormStack,
} from '../support/place-form';
import { MAIZE_MEAL_OFFER, signedIn, THANDI } from '../support/shoppers';
import type { TestStack } from '../support/stack';

const BASKET = '{ basket { lines { quantity offer { id priceInCents } } } }';
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`;

describe('"Place order" without the script (POST /checkout/place)', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let choice: string;
  let key = 0;

  beforeAll(async () => {
    stack = await startPlaceFormStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    choice = await collectChoice(stack);
  });
  afterAll(() => stack?.close());
  beforeEach(() => clearFaults(stack));

  const basketLines = async () =>
    (await thandi.request<{ basket: { lines: unknown[] } }>(BASKET)).data?.basket.lines;
  const registrations = () => countCalls(stack, ORDER_REGISTRATIONS);
  const nextKey = () => `form-place-${Date.now()}-${key++}`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    postForm(stack, '/checkout/place', body, {
      cookie: `${thandi.cookieHeader}; sf_checkout=${choice}`,
      ...headers,
    });
  const form = (idempotencyKey: string, price: number, payment = 'OFFLINE_EFT') =>
    placeFormBody(idempotencyKey, price, payment);

  it('places the basket by EFT and goes to the order (303); the basket is empty', async () => {
    const price = await fillBasket(thandi);
    const before = await registrations();
    const response = await post(form(nextKey(), price));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/orders\/\d+$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await registrations()).toBe(before + 1);
    expect(await basketLines()).toEqual([]);
  });

  it('a double submit and a repeat of the same form place one order', async () => {
    const price = await fillBasket(thandi);
    const before = await registrations();
    const idempotencyKey = nextKey();
    const [first, second] = await Promise.all([
      post(form(idempotencyKey, price)),
      post(form(idempotencyKey, price)),
    ]);
    const repeat = await post(form(idempotencyKey, price));
    expect([first.status, second.status, repeat.status]).toEqual([303, 303, 303]);
    const order = first.headers.get('location');
    expect(order).toMatch(/^\/orders\/\d+$/);
    // Each lands on the order placed, not the list: a repeat after the order emptied the basket
    // is answered as the first post was, by its key.
    expect(second.headers.get('location')).toBe(order);
    expect(repeat.headers.get('location')).toBe(order);
    expect(await registrations()).toBe(before + 1);
  });

  it('the app’s retry of the same key gets the same order, with its lines or once they are gone', async () => {
    const price = await fillBasket(thandi);
    const before = await registrations();
    const idempotencyKey = nextKey();
    const placed = await post(form(idempotencyKey, price));
    const order = placed.headers.get('location')?.replace('/orders/', '');
    expect(order).toMatch(/^\d+$/);
    const input = (items: unknown[]) => ({
      idempotencyKey,
      supplierId: '101',
      items,
      paymentProvider: 'OFFLINE_EFT',
      dispatch: 'COLLECT',
      useCredit: false,
    });
    const line = { offerId: MAIZE_MEAL_OFFER, quantity: 2, seenPriceInCents: price };
    for (const items of [[line], []]) {
      const again = await thandi.request<{ placeOrder: { order: { id: string } | null } }>(PLACE, {
        input: input(items),
      });
      expect(again.errors).toBeUndefined();
      expect(again.data?.placeOrder.order?.id).toBe(order);
    }
    expect(await registrations()).toBe(before + 1);
  });

  it('an empty basket with a key never used places nothing and goes to the orders', async () => {
    await post(form(nextKey(), await fillBasket(thandi)));
    expect(await basketLines()).toEqual([]);
    const before = await registrations();
    const response = await post(form(nextKey(), 100));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/orders');
    expect(await registrations()).toBe(before);
    const asked = await thandi.request(PLACE, {
      input: { idempotencyKey: nextKey(), supplierId: '101', items: [], dispatch: 'COLLECT' },
    });
    expect(asked.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stops at the confirmation when a price moved since it was shown, and places nothing', async () => {
    const price = await fillBasket(thandi);
    await fetch(`${stack.sim.url}/sim/offers/${MAIZE_MEAL_OFFER}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price_in_cents: price + 300 }),
    });
    const before = await registrations();
    const response = await post(form(nextKey(), price));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/confirmation');
    expect(await registrations()).toBe(before);
    expect(await basketLines()).toHaveLength(1);
    // The confirmation then shows the new price; placing at it is the shopper's agreement.
    const agreed = await post(form(nextKey(), price + 300));
    expect(agreed.status).toBe(303);
    expect(agreed.headers.get('location')).toMatch(/^\/orders\/\d+$/);
    expect(await registrations()).toBe(before + 1);
  });

  it('says so when the discount code on the order is refused, and places nothing', async () => {
    const price = await fillBasket(thandi);
    const withCode = encodeURIComponent(
      JSON.stringify({ ...JSON.parse(decodeURIComponent(choice)), c: 'MADEUP99' }),
    );
    const before = await registrations();
    const sameKey = nextKey();
    const response = await post(form(sameKey, price), {
      cookie: `${thandi.cookieHeader}; sf_checkout=${withCode}`,
    });
    // Before, a 303 back to the confirmation, which looked the same: the press said nothing.
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('The discount code on this order cannot be used');
    expect(page).toContain('href="/checkout/confirmation"');
    expect(await registrations()).toBe(before);
    expect(await basketLines()).toHaveLength(1);
    // The code removed, the same form again (the page's key) places the order, once.
    const placed = await post(form(sameKey, price));
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^\/orders\/\d+$/);
    expect(await registrations()).toBe(before + 1);
  });

  it('refuses a form from another site, a way to pay that needs the script, none, or a bad key', async () => {
    const price = await fillBasket(thandi);
    const before = await registrations();
    const refused = [
      await post(form(nextKey(), price), {
        'sec-fetch-site': 'cross-site',
        cookie: `${thandi.cookieHeader}; sf_checkout=${choice}; sf_locale=af`,
      }),
      await post(form(nextKey(), price, 'YOCO'), {
        cookie: `${thandi.cookieHeader}; sf_checkout=${choice}; sf_locale=fr`,
      }),
      await post(`idempotencyKey=${nextKey()}&useCredit=0`),
      await post(form('short', price)),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 422, 422, 400]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain(
      'Die betaalpunt se keuses word op die winkel se eie bladsye gemaak.',
    );
    expect(texts[1]).toContain('Ce moyen de paiement a besoin de JavaScript');
    expect(texts[2]).toContain('Choose how to pay to place the order.');
    expect(await registrations()).toBe(before);
    expect(await basketLines()).toHaveLength(1);
  });

  it('answers a legacy failure with 503 and Retry-After, in the shopper’s language; the basket stays', async () => {
    const price = await fillBasket(thandi);
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/v1/orders/register', error_rate: 1, status: 500 },
        { route: 'POST /cart/v1/order', error_rate: 1, status: 500 },
      ]),
    });
    const response = await post(form(nextKey(), price), {
      cookie: `${thandi.cookieHeader}; sf_checkout=${choice}; sf_locale=af`,
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Die winkel kon nie nou antwoord nie.');
    expect(await basketLines()).toHaveLength(1);
  });

  it('sends a shopper with no slot chosen to the dispatch step, a visitor to sign in', async () => {
    await fillBasket(thandi);
    const noChoice = await post(form(nextKey(), 100), { cookie: thandi.cookieHeader });
    expect(noChoice.status).toBe(303);
    expect(noChoice.headers.get('location')).toBe('/checkout/dispatch');
    const visitor = await post(form(nextKey(), 100), { cookie: '' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/sign_in?redirect_to=%2Fcheckout%2Fconfirmation');
  });
});
