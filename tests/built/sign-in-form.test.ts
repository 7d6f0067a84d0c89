/**
 * Signing in without JavaScript: `/sign_in` is a server page holding a real form
 * (`POST /sign_in`), and the gateway's form action signs in through its own `signIn` (the same
 * attempt limits, basket adoption and session cookie as the GraphQL mutation), then goes on to
 * `redirect_to` when it is a path of this shop (never another site). A wrong password shows the
 * form again with the error and the number typed, never the password; held to the other forms'
 * standard (same-site rule, 503 for a legacy failure, pages in the shopper's language).
 * Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { MAIZE_MEAL_OFFER, THANDI } from '../support/shoppers';
import { startAccountFormStack, visitorBasket } from '../support/account-form';
import { clearFaults, formActionCounts, postForm, sessionOf } from '../support/form-post';
import type { TestStack } from '../support/stack';

const BASKET = '{ basket { lines { quantity offer { id } } } }';
const VIEWER = '{ viewer { id } }';

describe('signing in without the script (GET and POST /sign_in)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startAccountFormStack();
  });
  afterAll(() => stack?.close());
  beforeEach(() => clearFaults(stack));

  const post = (body: string, headers: Record<string, string> = {}) =>
    postForm(stack, '/sign_in', body, headers);
  const form = (login: string, password: string, redirectTo?: string) =>
    new URLSearchParams({
      login,
      password,
      ...(redirectTo === undefined ? {} : { redirect_to: redirectTo }),
    }).toString();
  it('serves /sign_in as a server page with a form that posts to /sign_in', async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/sign_in?redirect_to=${encodeURIComponent('/basket/compare')}`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toMatch(/^rendered/);
    const html = await response.text();
    const formTag = /<form [^>]*>/.exec(html.slice(html.indexOf('account-form') - 200))?.[0];
    expect(formTag).toMatch(/method="post"/);
    expect(formTag).toMatch(/action="\/sign_in"/);
    expect(html).toMatch(/<input[^>]*name="login"/);
    expect(html).toMatch(/<input[^>]*name="password"/);
    expect(html).toMatch(
      /<input type="hidden" name="redirect_to" value="\/basket\/compare"\s*\/?>/,
    );
  });

  it('signs in, sets the session and goes on to redirect_to (303); the visitor basket comes along', async () => {
    const basket = await visitorBasket(stack, 3);
    const response = await post(form(THANDI.login, THANDI.password, '/basket/compare'), {
      cookie: basket,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/basket/compare');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const session = sessionOf(response);
    expect(session).toBeDefined();
    const thandi = new GraphqlClient(stack.gatewayUrl, { cookie: session! });
    const viewer = await thandi.request<{ viewer: { id: string } | null }>(VIEWER);
    expect(viewer.data?.viewer?.id).toBeTruthy();
    const lines = await thandi.request<{
      basket: { lines: Array<{ quantity: number; offer: { id: string } }> };
    }>(BASKET);
    expect(lines.data?.basket.lines).toContainEqual({
      quantity: 3,
      offer: { id: MAIZE_MEAL_OFFER },
    });
  });

  it('shows the form again after a wrong password, with the number kept and no session', async () => {
    const response = await post(form(THANDI.login, 'not-the-password', '/basket'), {
      cookie: 'sf_locale=af',
    });
    expect(response.status).toBe(401);
    expect(sessionOf(response)).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="af">');
    expect(html).toContain('Ongeldige selfoonnommer of wagwoord');
    expect(html).toMatch(new RegExp(`name="login"[^>]*value="${THANDI.login}"`));
    expect(html).toMatch(/<input type="hidden" name="redirect_to" value="\/basket"/);
    expect(html).not.toContain('not-the-password');
    // The way on besides the form: home, and the menu (which comes back here).
    expect(html).toMatch(/<nav aria-label="Die winkel"[^>]*>[\s\S]*<span>Tuis<\/span><\/a>/);
    expect(html).toContain(
      `<a href="/menu?from=${encodeURIComponent('/sign_in?redirect_to=%2Fbasket')}" class="icon-button on-primary" aria-label="Kieslys">`,
    );
  });

  it('never goes to another site: an absolute or protocol-relative redirect_to goes home', async () => {
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const response = await post(form(THANDI.login, THANDI.password, target));
      expect(response.status, target).toBe(303);
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('refuses a form posted from another site, and signs nobody in', async () => {
    const response = await post(form(THANDI.login, THANDI.password, '/'), {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(sessionOf(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toMatch(/<nav aria-label="The shop"[^>]*>[\s\S]*<a href="\/" class="logo">/);
    expect(html).toContain(
      `<a href="/menu?from=${encodeURIComponent('/sign_in?redirect_to=%2F')}" class="icon-button on-primary" aria-label="Menu">`,
    );
  });

  it('counts each post by outcome on the metrics port, as the other forms are', async () => {
    const outcomes = ['signedIn', 'wrongPassword', 'missing', 'crossSite', 'tooLarge'] as const;
    const before = await formActionCounts(stack, 'signIn', outcomes);
    expect((await post(form(THANDI.login, THANDI.password, '/'))).status).toBe(303);
    expect((await post(form(THANDI.login, 'not-her-password'))).status).toBe(401);
    expect((await post(form(THANDI.login, ''))).status).toBe(422);
    expect(
      (await post(form(THANDI.login, THANDI.password), { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect((await post(form(THANDI.login, 'x'.repeat(5000)))).status).toBe(413);
    expect(await formActionCounts(stack, 'signIn', outcomes)).toEqual({
      signedIn: before.signedIn + 1,
      wrongPassword: before.wrongPassword + 1,
      missing: before.missing + 1,
      crossSite: before.crossSite + 1,
      tooLarge: before.tooLarge + 1,
    });
  });

  it('answers a legacy failure with 503 and Retry-After, in the shopper language', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/*/account/*/sign_in', error_rate: 1, status: 500 },
      ]),
    });
    const response = await post(form(THANDI.login, THANDI.password, '/'), {
      cookie: 'sf_locale=fr',
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sessionOf(response)).toBeUndefined();
    expect(await response.text()).toContain('La boutique ne peut pas répondre pour l’instant.');
  });
});
