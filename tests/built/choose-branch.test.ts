/**
 * `POST /branch`, the branch form that works without the script (docs/adr/0029), held to the
 * GraphQL endpoint's standard: the same rate limit (counted together), the same deadline, the
 * same same-site rule, a legacy failure or hang answered 503 with Retry-After (not a 500, not
 * after 30 s), and every refusal a page in the shopper's language. The web's real server build
 * writes the cookie (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { formActionCounts } from '../support/form-post';

describe('choosing a branch without the script (POST /branch)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_PER_IP: '40',
      RATE_LIMIT_WINDOW_MS: '600000',
      REQUEST_TIMEOUT_MS: '2000',
      ORDER_WATCH_HOLD_SECONDS: '1',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  const choose = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.gatewayUrl}/branch`, {
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

  it('answers a legacy failure with 503 and Retry-After, a page in the shopper language', async () => {
    await fault({ route: 'GET /catalog/v1/suppliers/*', error_rate: 1, status: 500 });
    const response = await choose('id=102', { cookie: 'sf_locale=fr' });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('La boutique ne peut pas répondre pour l’instant.');
    expect(html).toContain('href="/agencies"');
  });

  it('answers a hanging legacy API with 503 at the request deadline, not after 30 s', async () => {
    await fault({ route: 'GET /catalog/v1/suppliers/*', hang: true });
    const started = Date.now();
    const response = await choose('id=103', { cookie: 'sf_locale=af' });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await response.text()).toContain('Die winkel kon nie nou antwoord nie.');
  });

  it('refuses in the shopper language, as a page', async () => {
    const refused = [
      await choose('id=101', { 'sec-fetch-site': 'cross-site', cookie: 'sf_locale=af' }),
      await choose('id=101', { 'sec-fetch-site': '', origin: 'https://evil.example' }),
      await choose('id=../101', { cookie: 'sf_locale=fr' }),
      await choose('id=999999', { cookie: 'sf_locale=af' }),
      await choose('id=203', { cookie: 'sf_locale=fr' }), // disabled
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 400, 404, 409]);
    const texts = await Promise.all(refused.map((response) => response.text()));
    expect(texts[0]).toContain('’n Tak word op die winkel se eie takbladsy gekies.');
    expect(texts[1]).toContain('A branch is chosen on the shop’s own branches page.');
    expect(texts[2]).toContain('Choisissez un magasin sur la page des magasins.');
    expect(texts[3]).toContain('Daar is nie so ’n tak nie');
    expect(texts[4]).toContain('Ce magasin ne prend pas de commandes pour l’instant');
    for (const response of refused) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('accepts a form from the shop at its public origin', async () => {
    const response = await choose('id=101', { 'sec-fetch-site': '', origin: 'https://shop.test' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('sends the branches page asked by the branch bar form without its stray "?"', async () => {
    const response = await fetch(`${stack.gatewayUrl}/agencies?`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/agencies');
  });

  it('counts each post by outcome on the metrics port, as the other forms are', async () => {
    const outcomes = ['chosen', 'crossSite', 'malformed', 'unavailable'] as const;
    const before = await formActionCounts(stack, 'branch', outcomes);
    await choose('id=101');
    await choose('id=101', { 'sec-fetch-site': 'cross-site' });
    await choose('id=x');
    await fault({ route: 'GET /catalog/v1/suppliers/*', error_rate: 1, status: 500 });
    await choose('id=102');
    expect(await formActionCounts(stack, 'branch', outcomes)).toEqual({
      chosen: before.chosen + 1,
      crossSite: before.crossSite + 1,
      malformed: before.malformed + 1,
      unavailable: before.unavailable + 1,
    });
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /^gateway_form_action_duration_seconds_count\{form="branch",outcome="chosen"\} \d+/m,
    );
  });

  it('shares the GraphQL rate limit: once spent on GraphQL, the form is refused too (429, a page)', async () => {
    let status = 0;
    for (let n = 0; n < 60 && status !== 429; n += 1) {
      status = (await stack.graphql('{ __typename }')).status;
    }
    expect(status).toBe(429);
    await stack.resetCalls();
    const response = await choose('id=101', { cookie: 'sf_locale=fr' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.text()).toContain('Trop de requêtes.');
    expect((await stack.calls()).total).toBe(0);
  });
});
