/**
 * `POST /basket`, the basket's form that works without the script: one line set on the server
 * and a 303 back to the page, held to the standard of `POST /branch` and GraphQL: the same rate
 * limit (counted together), the same deadline, the same same-site rule, a legacy failure or hang
 * answered 503 with Retry-After, and every refusal a page in the shopper's language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const MAIZE = 'offerId=100001&sellableId=1001&supplierId=101';

describe('the basket form without the script (POST /basket)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_PER_IP: '40',
      RATE_LIMIT_WINDOW_MS: '600000',
      REQUEST_TIMEOUT_MS: '2000',
      ORDER_WATCH_HOLD_SECONDS: '1',
      PUBLIC_ORIGIN: 'https://shop.test',
      SSR: 'false',
    });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/basket`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
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
  const basketOf = async (cookie: string) => {
    const client = new GraphqlClient(stack.gatewayUrl, { cookie });
    const result = await client.request<{
      basket: { lines: Array<{ quantity: number; offer: { id: string } }> };
    }>('{ basket { lines { quantity offer { id } } } }');
    return result.data?.basket.lines;
  };
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => pair?.startsWith('sf_basket='))
      .join('; ');

  it('sets the line and goes back to the page with 303; posting it again changes nothing', async () => {
    const first = await post(`${MAIZE}&quantity=2&seenPriceInCents=4499&returnTo=/product/1`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/product/1');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^sf_basket=/);
    // A line already in the basket is named by its offer alone (the stepper, Remove).
    const again = await post(`offerId=100001&quantity=2`, { cookie });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/basket');
    expect(await basketOf(cookie)).toEqual([{ quantity: 2, offer: { id: '100001' } }]);
    const removed = await post(`offerId=100001&quantity=0`, { cookie });
    expect(removed.status).toBe(303);
    expect(await basketOf(cookie)).toEqual([]);
  });

  it('Add (`atLeast=1`) never lowers a line the visitor has; it adds the least when none, once', async () => {
    // The Add form as a public page renders it: it cannot know the visitor's basket.
    const add = `${MAIZE}&quantity=1&seenPriceInCents=4499&atLeast=1&returnTo=/category/1`;
    const had = cookieOf(await post(`${MAIZE}&quantity=3`));
    const added = await post(add, { cookie: had });
    expect(added.status).toBe(303);
    // Back to the page, which says the item is in (a page without scripts shows no basket count).
    expect(added.headers.get('location')).toBe('/category/1?added=1');
    expect(await basketOf(had)).toEqual([{ quantity: 3, offer: { id: '100001' } }]);

    const first = await post(add);
    expect(first.status).toBe(303);
    const cookie = cookieOf(first);
    expect(await basketOf(cookie)).toEqual([{ quantity: 1, offer: { id: '100001' } }]);
    expect((await post(add, { cookie })).status).toBe(303);
    expect(await basketOf(cookie)).toEqual([{ quantity: 1, offer: { id: '100001' } }]);
    // The stepper and Remove keep exact set semantics.
    expect((await post('offerId=100001&quantity=0', { cookie: had })).status).toBe(303);
    expect(await basketOf(had)).toEqual([]);
  });

  it('answers 204 with no page when the page posts it itself (`Sec-Fetch-Dest: empty`)', async () => {
    // Add before the page's scripts run, posted by the page's inline starter: nothing to load.
    const add = `${MAIZE}&quantity=1&seenPriceInCents=4499&atLeast=1&returnTo=/category/1`;
    const first = await post(add, { 'sec-fetch-dest': 'empty' });
    expect(first.status).toBe(204);
    expect(first.headers.get('location')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieOf(first);
    expect(await basketOf(cookie)).toEqual([{ quantity: 1, offer: { id: '100001' } }]);
    // A form the browser posts itself (a navigation) still goes back to the page.
    expect((await post(add, { cookie, 'sec-fetch-dest': 'document' })).status).toBe(303);
    // A refusal is still the refusal's page.
    expect(
      (await post(add, { 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
  });

  it('moves the whole basket with one form ("Shop here"), lines repeated in order', async () => {
    const first = await post(`${MAIZE}&quantity=2`);
    const cookie = cookieOf(first);
    const moved = await post(
      [
        'replace=1',
        'offerId=100002&sellableId=1002&supplierId=101&quantity=1&seenPriceInCents=15599',
        'offerId=100065&sellableId=1065&supplierId=101&quantity=3&seenPriceInCents=3099',
        'returnTo=/basket/compare',
      ].join('&'),
      { cookie },
    );
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe('/basket/compare');
    expect(await basketOf(cookie)).toEqual([
      { quantity: 1, offer: { id: '100002' } },
      { quantity: 3, offer: { id: '100065' } },
    ]);
    const uneven = await post(
      'offerId=100002&offerId=100065&sellableId=1002&supplierId=101&quantity=1',
      {
        cookie,
      },
    );
    expect(uneven.status).toBe(400);
  });

  it('goes back only to a path of this shop', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'basket',
    ]) {
      const response = await post(`${MAIZE}&quantity=1&returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/basket');
    }
  });

  it('refuses a form posted from another site, and malformed or refused lines, as pages', async () => {
    const refused = [
      await post(`${MAIZE}&quantity=1`, { 'sec-fetch-site': 'cross-site', cookie: 'sf_locale=af' }),
      await post(`${MAIZE}&quantity=1`, { 'sec-fetch-site': '', origin: 'https://evil.example' }),
      await post('offerId=../1&quantity=1', { cookie: 'sf_locale=fr' }),
      await post('offerId=100065&sellableId=1001&supplierId=101&quantity=1'),
      await post(`${MAIZE}&quantity=1.5`, { cookie: 'sf_locale=fr' }),
      await post('offerId=100002&quantity=1'), // new to the basket: where is it sold?
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 400, 404, 422, 404]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain('Items word op die winkel se eie bladsye by die mandjie gevoeg.');
    expect(texts[1]).toContain('Items are added to the basket on the shop’s own pages.');
    expect(texts[2]).toContain('Choisissez un article et une quantité');
    expect(texts[3]).toContain('This item is no longer sold at this branch.');
    expect(texts[4]).toContain('Cette quantité ne peut pas être commandée pour cet article.');
    for (const response of refused) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('answers a legacy failure with 503 and Retry-After, in the shopper’s language', async () => {
    await fault({ route: 'GET /catalog/v1/sellables/*', error_rate: 1, status: 500 });
    const response = await post(`${MAIZE}&quantity=1`, { cookie: 'sf_locale=fr' });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('La boutique ne peut pas répondre pour l’instant.');
  });

  it('answers a hanging legacy API with 503 at the request deadline', async () => {
    await fault({ route: 'GET /catalog/v1/sellables/*', hang: true });
    const started = Date.now();
    const response = await post(`offerId=100002&sellableId=1002&supplierId=101&quantity=1`, {
      cookie: 'sf_locale=af',
    });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await response.text()).toContain('Die winkel kon nie nou antwoord nie.');
  });

  it('answers a body too large for a form with a page in the shopper’s language, not JSON', async () => {
    const lines = Array.from({ length: 5_000 }, () => `${MAIZE}&quantity=1`).join('&');
    const response = await post(lines, { cookie: 'sf_locale=af' });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="af">');
    expect(html).toContain('Dit was meer as wat hierdie vorm kan neem.');
  });

  it('counts against the GraphQL rate limit, and its refusal is a page', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) statuses.push((await post(`${MAIZE}&quantity=1`)).status);
    expect(statuses).toContain(429);
    const limited = await post(`${MAIZE}&quantity=1`, { cookie: 'sf_locale=af' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await limited.text()).toContain('Te veel versoeke.');
    const graphql = await stack.graphql('{ basket { id } }');
    expect(graphql.status).toBe(429);
  });

  it('counts each post by outcome on the metrics port', async () => {
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    const count = (outcome: string) =>
      Number(
        new RegExp(
          `^gateway_form_actions_total\\{form="basket",outcome="${outcome}"\\} (\\d+)`,
          'm',
        ).exec(metrics)?.[1] ?? 0,
      );
    for (const outcome of [
      'changed',
      'crossSite',
      'malformed',
      'unknownOffer',
      'quantity',
      'unavailable',
      'rateLimited',
    ])
      expect(count(outcome), outcome).toBeGreaterThan(0);
    expect(metrics).toMatch(
      /^gateway_form_action_duration_seconds_count\{form="basket",outcome="changed"\} \d+/m,
    );
  });
});
