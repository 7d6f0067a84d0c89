/**
 * Paying by card on a redirect gateway's page without the script: `POST /checkout/place` with
 * PayGate places the order (once per key, as for EFT) and starts its payment through the
 * gateway's own `registerTransaction`, answering 303 to the gateway's page; the gateway sends the
 * shopper back to the shop's configured origin (never the request's Host), where the payment is
 * settled and the shopper goes on to the order, paid, or told why not with "Pay now" again
 * (`POST /orders/{id}/pay`). A double submit or a repeat never places two orders nor starts two
 * payments; another shopper's order, another site's form and a legacy failure are refused, the
 * failure with 503 in the shopper's language.
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
import { PIETER, placeOrder, signedIn, THANDI } from '../support/shoppers';
import type { TestStack } from '../support/stack';

const ORIGIN = 'https://shop.test';
const ORDER = `query ($id: ID!) { viewer { order(id: $id) { status payableBalanceInCents } } }`;
const TRANSACTIONS = 'POST /api/v1/orders/{id}/transactions';

describe('card payment on the gateway’s page without the script', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let choice: string;
  let key = 0;

  beforeAll(async () => {
    stack = await startPlaceFormStack({ PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '1' });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    choice = await collectChoice(stack);
  });
  afterAll(() => stack?.close());
  beforeEach(() => clearFaults(stack));

  const basketLines = async () =>
    (await thandi.request<{ basket: { lines: unknown[] } }>('{ basket { lines { quantity } } }'))
      .data?.basket.lines;
  const count = (pattern: RegExp) => countCalls(stack, pattern);
  const registrations = () => count(ORDER_REGISTRATIONS);
  const paymentsStarted = () => count(/^POST \/api\/v1\/orders\/\{id\}\/transactions$/);
  const order = async (id: string) =>
    (
      await thandi.request<{
        viewer: { order: { status: string; payableBalanceInCents: number } | null };
      }>(ORDER, { id })
    ).data?.viewer.order;
  /** Thandi's orders, newest first. */
  const orderIds = async () =>
    (
      await thandi.request<{ viewer: { orders: { orders: { id: string }[] } } }>(
        '{ viewer { orders(perPage: 50) { orders { id } } } }',
      )
    ).data!.viewer.orders.orders.map((order) => order.id);
  const nextKey = () => `form-card-${Date.now()}-${key++}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    postForm(stack, path, body, {
      cookie: `${thandi.cookieHeader}; sf_checkout=${choice}`,
      ...headers,
    });
  const placeForm = (idempotencyKey: string, price: number, payment = 'PAYGATE') =>
    placeFormBody(idempotencyKey, price, payment);
  /** The simulator's gateway page the shop sent the browser to, on the simulator's own address. */
  const gatewayPage = (location: string | null) => {
    expect(location).toMatch(/\/sim\/pay\/\d+$/);
    return `${stack.sim.url}${new URL(location!).pathname}`;
  };
  /** The shopper presses a button on the gateway's page: where it sends them back to. */
  const answerOnGatewayPage = async (location: string | null, outcome: string) => {
    const answer = await fetch(gatewayPage(location), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get('location')!);
  };
  /** The browser, back from the gateway, at the shop (the return address's path and query). */
  const comeBack = (back: URL, cookie = thandi.cookieHeader) =>
    fetch(`${stack.gatewayUrl}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });

  it('places the order, starts its payment once and sends the browser to the gateway; approved there, the order is paid', async () => {
    const price = await fillBasket(thandi);
    const [placedBefore, startedBefore] = [await registrations(), await paymentsStarted()];
    // The Host (and a forwarded host) is anyone's to write: the return address is the shop's own.
    const placed = await post('/checkout/place', placeForm(nextKey(), price), {
      'x-forwarded-host': 'evil.example',
    });
    expect(placed.status).toBe(303);
    expect(placed.headers.get('cache-control')).toBe('no-store');
    expect(await registrations()).toBe(placedBefore + 1);
    expect(await paymentsStarted()).toBe(startedBefore + 1);
    expect(await basketLines()).toEqual([]);

    const back = await answerOnGatewayPage(placed.headers.get('location'), 'approve');
    expect(back.origin).toBe(ORIGIN);
    const id = /^\/orders\/(\d+)\//.exec(back.pathname)?.[1];
    expect(id).toBeTruthy();
    const returned = await comeBack(back);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/orders/${id}`);
    expect(await order(id!)).toMatchObject({ payableBalanceInCents: 0 });
    // Back again (a reload of the return): nothing more is started or charged.
    const again = await comeBack(back);
    expect(again.headers.get('location')).toBe(`/orders/${id}`);
    expect(await paymentsStarted()).toBe(startedBefore + 1);
  });

  it('a double submit and a repeat place one order and start one payment', async () => {
    const price = await fillBasket(thandi);
    const [placedBefore, startedBefore] = [await registrations(), await paymentsStarted()];
    const idempotencyKey = nextKey();
    const [first, second] = await Promise.all([
      post('/checkout/place', placeForm(idempotencyKey, price)),
      post('/checkout/place', placeForm(idempotencyKey, price)),
    ]);
    const repeat = await post('/checkout/place', placeForm(idempotencyKey, price));
    expect([first.status, second.status, repeat.status]).toEqual([303, 303, 303]);
    const gateway = first.headers.get('location');
    gatewayPage(gateway);
    // Each goes to the one payment started (a repeat is answered from the form's key).
    expect(second.headers.get('location')).toBe(gateway);
    expect(repeat.headers.get('location')).toBe(gateway);
    expect(await registrations()).toBe(placedBefore + 1);
    expect(await paymentsStarted()).toBe(startedBefore + 1);
  });

  it('declined: the order says so and "Pay now" starts a new payment, once however often it is sent', async () => {
    const price = await fillBasket(thandi);
    const placed = await post('/checkout/place', placeForm(nextKey(), price));
    const back = await answerOnGatewayPage(placed.headers.get('location'), 'decline');
    const id = /^\/orders\/(\d+)\//.exec(back.pathname)![1]!;
    const returned = await comeBack(back);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/orders/${id}?payment=DECLINED`);
    expect(await order(id)).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect((await order(id))!.payableBalanceInCents).toBeGreaterThan(0);

    const startedBefore = await paymentsStarted();
    const retryKey = nextKey();
    const retry = `idempotencyKey=${retryKey}&provider=PAYGATE`;
    const [first, second] = await Promise.all([
      post(`/orders/${id}/pay`, retry),
      post(`/orders/${id}/pay`, retry),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await paymentsStarted()).toBe(startedBefore + 1);
    // A new key while that payment is open on the gateway's page starts no second one.
    const another = await post(`/orders/${id}/pay`, `idempotencyKey=${nextKey()}&provider=PAYGATE`);
    expect(another.status).toBe(303);
    expect(another.headers.get('location')).toBe(`/orders/${id}?payment=PAYMENT_IN_PROGRESS`);

    const paid = await comeBack(
      await answerOnGatewayPage(first.headers.get('location'), 'approve'),
    );
    expect(paid.headers.get('location')).toBe(`/orders/${id}`);
    expect(await order(id)).toMatchObject({ payableBalanceInCents: 0 });
    // Paid: "Pay now" once more charges nothing.
    const after = await post(`/orders/${id}/pay`, `idempotencyKey=${nextKey()}&provider=PAYGATE`);
    expect(after.headers.get('location')).toBe(`/orders/${id}`);
  });

  it('back without an answer on the gateway’s page: still being checked; a legacy failure settling it: 503 in the shopper’s language', async () => {
    const price = await fillBasket(thandi);
    const placed = await post('/checkout/place', placeForm(nextKey(), price));
    expect(placed.status).toBe(303);
    gatewayPage(placed.headers.get('location'));
    const id = (await orderIds())[0]!;
    const back = new URL(`${ORIGIN}/orders/${id}/pay/form-return`);
    const checking = await comeBack(back);
    expect(checking.headers.get('location')).toBe(`/orders/${id}?payment=CHECKING`);

    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/v1/orders/{id}/resolve_payment_pending', error_rate: 1, status: 500 },
      ]),
    });
    const failed = await comeBack(back, `${thandi.cookieHeader}; sf_locale=af`);
    expect(failed.status).toBe(503);
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
    const text = await failed.text();
    expect(text).toContain('Die winkel kon nie nou antwoord nie.');
    expect(text).toContain(`href="/orders/${id}"`);

    // Counted on the metrics port by outcome.
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(/gateway_form_actions_total\{form="payment",outcome="started"\} [1-9]/);
    expect(metrics).toMatch(/gateway_form_actions_total\{form="payment",outcome="checking"\} 1/);
  });

  it("refuses another shopper's order, another site's form and a way to pay that is not a gateway page", async () => {
    const pieter = await signedIn(stack.gatewayUrl, PIETER);
    const his = await placeOrder(pieter, stack.sim.url, nextKey(), 'PAYGATE');
    const startedBefore = await paymentsStarted();
    const refused = [
      await post(`/orders/${his.id}/pay`, `idempotencyKey=${nextKey()}&provider=PAYGATE`, {
        cookie: `${thandi.cookieHeader}; sf_locale=fr`,
      }),
      await post(`/orders/${his.id}/pay`, `idempotencyKey=${nextKey()}&provider=PAYGATE`, {
        'sec-fetch-site': 'cross-site',
        cookie: `${pieter.cookieHeader}; sf_locale=af`,
      }),
      await post(`/orders/${his.id}/pay`, `idempotencyKey=${nextKey()}&provider=YOCO`, {
        cookie: pieter.cookieHeader,
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([404, 403, 422]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain('Cette commande ne figure pas parmi les vôtres.');
    expect(texts[1]).toContain('Betalings word op die winkel se eie bladsye begin.');
    expect(texts[2]).toContain('This way to pay needs JavaScript');
    // Nor does anyone's return settle his order for him.
    const back = await comeBack(
      new URL(`${ORIGIN}/orders/${his.id}/pay/form-return?PAY_REQUEST_ID=X&TRANSACTION_STATUS=1`),
    );
    expect(back.status).toBe(404);
    expect(await paymentsStarted()).toBe(startedBefore);

    // Placing from another site's form places nothing.
    const price = await fillBasket(thandi);
    const placedBefore = await registrations();
    const crossSite = await post('/checkout/place', placeForm(nextKey(), price), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await registrations()).toBe(placedBefore);
  });

  it('a legacy failure starting the payment: 503 in the shopper’s language, the order kept, "Pay now" from it later', async () => {
    const price = await fillBasket(thandi);
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: TRANSACTIONS, error_rate: 1, status: 500 }]),
    });
    const placedBefore = await registrations();
    const response = await post('/checkout/place', placeForm(nextKey(), price), {
      cookie: `${thandi.cookieHeader}; sf_checkout=${choice}; sf_locale=af`,
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const text = await response.text();
    expect(text).toContain('Jou bestelling is geplaas, maar die betaling kon nie begin nie.');
    const id = /href="\/orders\/(\d+)"/.exec(text)?.[1];
    expect(id).toBeTruthy();
    expect(await registrations()).toBe(placedBefore + 1);
    expect(await basketLines()).toEqual([]);

    const retry = `idempotencyKey=${nextKey()}&provider=PAYGATE`;
    const failed = await post(`/orders/${id}/pay`, retry, {
      cookie: `${thandi.cookieHeader}; sf_locale=fr`,
    });
    expect(failed.status).toBe(503);
    expect(await failed.text()).toContain('La boutique ne peut pas répondre');
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    const started = await post(`/orders/${id}/pay`, retry);
    expect(started.status).toBe(303);
    gatewayPage(started.headers.get('location'));
  });
});
