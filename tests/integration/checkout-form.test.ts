/**
 * `POST /checkout/dispatch`, the checkout's dispatch step as a form that works without the
 * script: a signed-in shopper's choice of collect or deliver and a time slot, kept for this
 * device in the `sf_checkout` cookie and answered with a 303 to the next step; held to the
 * standard of the other form endpoints (same-site rule, shared rate limit, deadline, 503 for a
 * legacy failure, every refusal a page in the shopper's language).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { firstTimeslot, signedIn, THANDI } from '../support/shoppers';
import { maizeMealInBasket, startCheckoutFormStack } from '../support/checkout-form-stack';
import type { TestStack } from '../support/stack';

describe('the dispatch step without the script (POST /checkout/dispatch)', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let slot: string;

  beforeAll(async () => {
    stack = await startCheckoutFormStack({
      RATE_LIMIT_PER_IP: '60',
      RATE_LIMIT_WINDOW_MS: '600000',
      REQUEST_TIMEOUT_MS: '2000',
      ORDER_WATCH_HOLD_SECONDS: '1',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    await maizeMealInBasket(thandi);
    slot = await firstTimeslot(stack.sim.url);
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/checkout/dispatch`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: thandi.cookieHeader,
        ...headers,
      },
      body,
    });
  const fault = (fault: Record<string, unknown>) =>
    fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([fault]),
    });
  /** The choice the answer keeps, as the web reads it. */
  const choiceOf = (response: Response) => {
    const pair = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((candidate) => candidate.startsWith('sf_checkout='));
    return pair ? JSON.parse(decodeURIComponent(pair.slice('sf_checkout='.length))) : undefined;
  };
  const collect = () => `dispatch=COLLECT%3ACOLLECT&timeslot=${encodeURIComponent(slot)}`;

  it('keeps collection and the slot for this device and goes on to the confirmation (303); again, the same', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await post(collect());
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/checkout/confirmation');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(choiceOf(response)).toEqual({ s: '101', d: 'COLLECT', p: 'COLLECT', t: slot });
      const cookie = response.headers
        .getSetCookie()
        .find((line) => line.startsWith('sf_checkout='));
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });

  it('shows another way’s slots instead of keeping a slot the page showed for the first way', async () => {
    // (A delivery without an address goes to the address page instead: checkout-form-address.test.)
    const response = await post(collect(), {
      cookie: `${thandi.cookieHeader}; sf_checkout=${encodeURIComponent(JSON.stringify({ s: '101', d: 'DELIVER', p: 'PICUP', t: slot }))}`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout/dispatch');
    expect(choiceOf(response)).toEqual({ s: '101', d: 'COLLECT', p: 'COLLECT', t: null });
    // "Show" without the script: the way and the day asked for.
    const shown = await post('dispatch=COLLECT%3ACOLLECT&intent=show&timeslot-day=2026-12-01');
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toBe('/checkout/dispatch?day=2026-12-01');
    expect(choiceOf(shown)).toEqual({ s: '101', d: 'COLLECT', p: 'COLLECT', t: null });
  });

  it('takes a forged or malformed choice cookie as no choice (collection shown)', async () => {
    for (const forged of ['{"s":"101","d":"TELEPORT","p":"X","t":null}', 'not json', '%E0%A4%A']) {
      const response = await post(collect(), {
        cookie: `${thandi.cookieHeader}; sf_checkout=${encodeURIComponent(forged)}`,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/checkout/confirmation');
    }
  });

  it('refuses a slot not chosen or no longer offered, in the shopper’s language', async () => {
    const none = await post('dispatch=COLLECT%3ACOLLECT', {
      cookie: `${thandi.cookieHeader}; sf_locale=af`,
    });
    expect(none.status).toBe(422);
    expect(await none.text()).toContain('Kies ’n tydgleuf om voort te gaan.');
    const gone = await post(
      'dispatch=COLLECT%3ACOLLECT&timeslot=2020-01-01T09%3A00%3A00%2B02%3A00',
      {
        cookie: `${thandi.cookieHeader}; sf_locale=fr`,
      },
    );
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain('Ce créneau n’est plus disponible.');
    for (const response of [none, gone]) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(choiceOf(response)).toBeUndefined();
    }
  });

  it('refuses a form from another site or a malformed one (403, 400), as a page', async () => {
    const refused = [
      await post(collect(), {
        'sec-fetch-site': 'cross-site',
        cookie: `${thandi.cookieHeader}; sf_locale=af`,
      }),
      await post(collect(), { 'sec-fetch-site': '', origin: 'https://evil.example' }),
      await post('dispatch=COLLECT%3APICUP', { cookie: `${thandi.cookieHeader}; sf_locale=fr` }),
      await post('dispatch=COLLECT%3ACOLLECT&timeslot=tomorrow'),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 400, 400]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain(
      'Die betaalpunt se keuses word op die winkel se eie bladsye gemaak.',
    );
    expect(texts[1]).toContain('The checkout’s choices are made on the shop’s own pages.');
    expect(texts[2]).toContain('Choisissez sur la page de commande');
    expect(texts[3]).toContain('Choose how to get your order and a time slot');
    for (const response of refused) expect(choiceOf(response)).toBeUndefined();
  });

  it('sends a visitor to sign in, and a shopper with an empty basket to the basket', async () => {
    const visitor = await post(collect(), { cookie: '' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/sign_in?redirect_to=%2Fcheckout%2Fdispatch');
    const pieter = await signedIn(stack.gatewayUrl, { login: '0831234567', password: 'lekker123' });
    await pieter.request('mutation { clearBasket { errors { __typename } } }');
    const empty = await post(collect(), { cookie: pieter.cookieHeader });
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toBe('/basket');
  });

  it('answers a legacy failure with 503 and Retry-After, and a hang at the deadline', async () => {
    await fault({ route: 'GET /catalog/v1/suppliers/*/timeslots', error_rate: 1, status: 500 });
    const failed = await post(collect(), { cookie: `${thandi.cookieHeader}; sf_locale=af` });
    expect(failed.status).toBe(503);
    expect(Number(failed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await failed.text()).toContain('Die winkel kon nie nou antwoord nie.');
    expect(choiceOf(failed)).toBeUndefined();

    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    await fault({ route: 'GET /catalog/v1/suppliers/*/timeslots', hang: true });
    const started = Date.now();
    const hung = await post(collect());
    expect(hung.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('shares the GraphQL rate limit: once spent, the form is refused too (429, a page)', async () => {
    let status = 0;
    for (let n = 0; n < 80 && status !== 429; n += 1) {
      status = (await stack.graphql('{ __typename }')).status;
    }
    expect(status).toBe(429);
    const response = await post(collect(), { cookie: `${thandi.cookieHeader}; sf_locale=fr` });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Trop de requêtes.');
  });
});
