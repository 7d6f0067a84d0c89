/**
 * `POST /checkout/confirmation`, the confirmation's bags, discount code and wallet credit as a
 * form that works without the script (docs/adr/0073): kept with the checkout's other choices in
 * the `sf_checkout` cookie and answered with a 303 back to the confirmation; held to the other
 * form endpoints' standard (same-site rule, shared rate limit, every refusal a page in the
 * shopper's language). The dispatch step's form keeps them when the way or the slot changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { firstTimeslot, signedIn, THANDI } from '../support/shoppers';
import { maizeMealInBasket, startCheckoutFormStack } from '../support/checkout-form-stack';
import { postForm } from '../support/form-post';
import type { TestStack } from '../support/stack';

describe('the confirmation’s choices without the script (POST /checkout/confirmation)', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let slot: string;

  beforeAll(async () => {
    stack = await startCheckoutFormStack({
      RATE_LIMIT_PER_IP: '60',
      RATE_LIMIT_WINDOW_MS: '600000',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    await maizeMealInBasket(thandi);
    slot = await firstTimeslot(stack.sim.url);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** A choice cookie as the browser holds it. */
  const kept = (choice: Record<string, unknown>) =>
    `sf_checkout=${encodeURIComponent(JSON.stringify({ s: '101', d: 'COLLECT', p: 'COLLECT', t: slot, ...choice }))}`;
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    postForm(stack, path, body, { cookie: `${thandi.cookieHeader}; ${kept({})}`, ...headers });
  const choose = (body: string, headers: Record<string, string> = {}) =>
    post('/checkout/confirmation', body, headers);
  /** The choice the answer keeps, as the web reads it. */
  const choiceOf = (response: Response) => {
    const pair = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((candidate) => candidate.startsWith('sf_checkout='));
    return pair ? JSON.parse(decodeURIComponent(pair.slice('sf_checkout='.length))) : undefined;
  };

  it('keeps bags, the code (without its spaces) and the credit, and goes back to the confirmation', async () => {
    const response = await choose(
      'has=bags&bags=1&bagQuantity=3&discountCode=+stokvel5+&has=credit&useCredit=1',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/confirmation');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(choiceOf(response)).toEqual({
      s: '101',
      d: 'COLLECT',
      p: 'COLLECT',
      t: slot,
      b: 3,
      c: 'stokvel5',
      w: true,
    });
  });

  it('takes a box on the page but not ticked as not chosen, and Remove as no code', async () => {
    const response = await choose('has=bags&bagQuantity=3&has=credit&intent=removeCode', {
      cookie: `${thandi.cookieHeader}; ${kept({ b: 3, c: 'STOKVEL5', w: true })}`,
    });
    expect(response.status).toBe(303);
    expect(choiceOf(response)).toEqual({ s: '101', d: 'COLLECT', p: 'COLLECT', t: slot, w: false });
    // A first tick has no number yet: one bag; more than an order takes: the most it takes.
    expect(choiceOf(await choose('has=bags&bags=1'))).toMatchObject({ b: 1 });
    expect(choiceOf(await choose('has=bags&bags=1&bagQuantity=999'))).toMatchObject({ b: 50 });
    // The number field emptied: the bags stay as they were (before, the 400 page said to choose
    // how to get the order and a slot).
    const emptied = await choose('has=bags&bags=1&bagQuantity=', {
      cookie: `${thandi.cookieHeader}; ${kept({ b: 2 })}`,
    });
    expect(emptied.status).toBe(303);
    expect(choiceOf(emptied)).toMatchObject({ b: 2 });
    // A box not on the page leaves its choice as it was.
    expect(
      choiceOf(
        await choose('discountCode=WELCOME10', {
          cookie: `${thandi.cookieHeader}; ${kept({ b: 2, w: false })}`,
        }),
      ),
    ).toMatchObject({ b: 2, w: false, c: 'WELCOME10' });
  });

  it('refuses a code that cannot be one, a malformed count, or another site, as a page in the shopper’s language, keeping nothing', async () => {
    const refused = [
      await choose('discountCode=STOKVEL+5!', {
        cookie: `${thandi.cookieHeader}; ${kept({})}; sf_locale=af`,
      }),
      await choose(`discountCode=${'A'.repeat(33)}`),
      await choose('has=bags&bags=1&bagQuantity=two', {
        cookie: `${thandi.cookieHeader}; ${kept({})}; sf_locale=fr`,
      }),
      await choose('has=bags&bags=1', { 'sec-fetch-site': 'cross-site' }),
    ];
    expect(refused.map((response) => response.status)).toEqual([422, 422, 400, 403]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain('’n Afslagkode bestaan net uit letters en syfers');
    expect(texts[1]).toContain('A discount code is letters and digits only, at most 32.');
    expect(texts[2]).toContain('Retour à la commande');
    expect(texts[3]).toContain('The checkout’s choices are made on the shop’s own pages.');
    for (const response of refused) expect(choiceOf(response)).toBeUndefined();
  });

  it('sends a visitor to sign in, and a shopper with no checkout choice to the dispatch step', async () => {
    const visitor = await choose('has=bags&bags=1', { cookie: kept({}) });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/sign_in?redirect_to=%2Fcheckout%2Fconfirmation');
    const none = await choose('has=bags&bags=1', { cookie: thandi.cookieHeader });
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe('/checkout/dispatch');
    expect(choiceOf(none)).toBeUndefined();
  });

  it('is kept when the dispatch step’s form changes the slot', async () => {
    const response = await post(
      '/checkout/dispatch',
      `dispatch=COLLECT%3ACOLLECT&timeslot=${encodeURIComponent(slot)}`,
      { cookie: `${thandi.cookieHeader}; ${kept({ t: null, b: 4, c: 'STOKVEL5', w: true })}` },
    );
    expect(response.status).toBe(303);
    expect(choiceOf(response)).toMatchObject({ t: slot, b: 4, c: 'STOKVEL5', w: true });
  });
});
