/**
 * The menu without JavaScript: `/menu` is a server page holding what the side panel holds (log in
 * and register for a visitor; the account, its links and Log out for a signed-in shopper; the
 * language), and its two forms work without the scripts: `POST /sign_out` ends the session as
 * the `signOut` mutation does, `POST /language` keeps the language in the `sf_locale` cookie the
 * server renders with. Both are held to the other forms' standard (same-site rule, a path of
 * this shop only, pages in the shopper's language, counted on the metrics port).
 * Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { THANDI } from '../support/shoppers';
import { startAccountFormStack } from '../support/account-form';
import { cookiesOf, formActionCounts, postForm, sessionOf } from '../support/form-post';
import { startStack, type TestStack } from '../support/stack';

const VIEWER = '{ viewer { id } }';

describe('the menu without the script (GET /menu, POST /sign_out, POST /language)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startAccountFormStack();
  });
  afterAll(() => stack?.close());

  const page = (path: string, cookie?: string) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
  const signedIn = async () => {
    const response = await postForm(
      stack,
      '/sign_in',
      new URLSearchParams({ login: THANDI.login, password: THANDI.password }).toString(),
    );
    expect(response.status).toBe(303);
    return sessionOf(response)!;
  };
  const viewerOf = async (cookie: string) =>
    (
      await new GraphqlClient(stack.gatewayUrl, { cookie }).request<{
        viewer: { id: string } | null;
      }>(VIEWER)
    ).data?.viewer ?? null;

  it('serves a visitor the menu page: log in and register, back to the page the menu was opened on', async () => {
    const response = await page(`/menu?from=${encodeURIComponent('/category/1')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toMatch(/^rendered/);
    const html = await response.text();
    expect(html).toContain('href="/sign_in?return_to=%2Fcategory%2F1"');
    expect(html).toContain('href="/register?return_to=%2Fcategory%2F1"');
    expect(html).toContain('href="/agencies"');
    expect(html).not.toContain('action="/sign_out"');
    expect(html).toMatch(/<form [^>]*action="\/language"/);
  });

  it('never leads a menu link to another site: a `from` that is not a path of this shop goes home', async () => {
    for (const from of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const html = await (await page(`/menu?from=${encodeURIComponent(from)}`)).text();
      expect(html, from).toContain('href="/sign_in?return_to=%2F"');
      expect(html, from).toContain('name="return_to" value="/"');
      expect(html, from).not.toMatch(/(href|value)="(\/\/|https:\/\/evil|\/\\)/);
      expect(html, from).not.toMatch(/return_to=[^"&]*evil/);
    }
  });

  it('serves a signed-in shopper her menu, hers alone: her name, her account links and Log out', async () => {
    const session = await signedIn();
    const response = await page('/menu', session);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toMatch(/^rendered; private/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(THANDI.login);
    expect(html).toContain('href="/orders"');
    expect(html).toMatch(
      /<form [^>]*method="post"[^>]*action="\/sign_out"|<form [^>]*action="\/sign_out"[^>]*method="post"/,
    );
    // A visitor after her gets the visitor's menu, never hers.
    const after = await (await page('/menu')).text();
    expect(after).not.toContain(THANDI.login);
  });

  it('signs out with POST /sign_out: home, the cookie cleared, and the old cookie opens nothing', async () => {
    const session = await signedIn();
    expect(await viewerOf(session)).not.toBeNull();
    const response = await postForm(stack, '/sign_out', '', { cookie: session });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie().some((line) => /^sf_session=;/.test(line))).toBe(true);
    expect(await viewerOf(session)).toBeNull();
  });

  it('refuses a sign-out posted from another site, in the shopper language, and signs nobody out', async () => {
    const session = await signedIn();
    const response = await postForm(stack, '/sign_out', '', {
      cookie: `${session}; sf_locale=af`,
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="af">');
    expect(html).toContain('href="/menu"');
    expect(await viewerOf(session)).not.toBeNull();
  });

  it('keeps a language chosen with POST /language in its cookie, and the next page is in it', async () => {
    const response = await postForm(
      stack,
      '/language',
      new URLSearchParams({ locale: 'af', return_to: '/category/1' }).toString(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/category/1');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sf_locale='));
    expect(cookie).toMatch(/^sf_locale=af; path=\/; max-age=31536000; samesite=lax/);
    const next = await (await page('/category/1', cookiesOf(response).join('; '))).text();
    expect(next).toContain('<html lang="af"');
  });

  it('refuses a language the shop does not have, a post from another site, and never goes to another site', async () => {
    const unknown = await postForm(stack, '/language', 'locale=de&return_to=%2F', {
      cookie: 'sf_locale=fr',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.getSetCookie()).toEqual([]);
    const html = await unknown.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('href="/menu"');

    const crossSite = await postForm(stack, '/language', 'locale=af', {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);

    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const response = await postForm(
        stack,
        '/language',
        new URLSearchParams({ locale: 'fr', return_to: target }).toString(),
      );
      expect(response.status, target).toBe(303);
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('counts each post by outcome on the metrics port, as the other forms are', async () => {
    const before = {
      signOut: await formActionCounts(stack, 'signOut', ['signedOut', 'crossSite'] as const),
      language: await formActionCounts(stack, 'language', ['chosen', 'malformed'] as const),
    };
    const session = await signedIn();
    expect(
      (await postForm(stack, '/sign_out', '', { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(403);
    expect((await postForm(stack, '/sign_out', '', { cookie: session })).status).toBe(303);
    expect((await postForm(stack, '/language', 'locale=fr')).status).toBe(303);
    expect((await postForm(stack, '/language', 'locale=')).status).toBe(400);
    expect(await formActionCounts(stack, 'signOut', ['signedOut', 'crossSite'] as const)).toEqual({
      signedOut: before.signOut.signedOut + 1,
      crossSite: before.signOut.crossSite + 1,
    });
    expect(await formActionCounts(stack, 'language', ['chosen', 'malformed'] as const)).toEqual({
      chosen: before.language.chosen + 1,
      malformed: before.language.malformed + 1,
    });
  });
});

describe('the menu forms and the rate limit', () => {
  let stack: TestStack;
  const LIMIT = 3;

  beforeAll(async () => {
    stack = await startStack({
      RATE_LIMIT_PER_IP: String(LIMIT),
      RATE_LIMIT_WINDOW_MS: '600000',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
  });
  afterAll(() => stack?.close());

  it('counts their posts against the API’s limit, and refuses the next with the menu’s page in the shopper language', async () => {
    const answers = [];
    for (let post = 0; post < LIMIT; post++)
      answers.push((await postForm(stack, '/language', 'locale=fr')).status);
    expect(answers).toEqual(Array(LIMIT).fill(303));
    for (const path of ['/language', '/sign_out']) {
      const refused = await postForm(stack, path, 'locale=fr', { cookie: 'sf_locale=af' });
      expect(refused.status, path).toBe(429);
      expect(Number(refused.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(refused.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await refused.text();
      expect(html, path).toContain('Te veel versoeke.');
      expect(html, path).toContain('href="/menu"');
    }
  });
});
