/**
 * Server-rendered pages of signed-in shoppers (docs/adr/0049), against the real simulator over
 * HTTP: a request with the session cookie is rendered for whoever that session names, its data
 * fetched in process under that session, and the page is the shopper's alone: `private,
 * no-store`, never in the shared HTML cache, never a 304 for another's page. Attacked as a
 * neighbour would: two shoppers and a visitor asking for the same page, cookies swapped, a
 * session replayed after its shopper signed out. The web's render is a stand-in server build
 * (the real one is driven in tests/e2e/server-render-signed-in.spec.ts) whose page names whoever
 * the gateway's `viewer` answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { PIETER, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';
import { standInWebBuild, type StandInWebBuild } from '../support/stand-in-web-build';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root">client page</div></body></html>';

// A page naming who the gateway said the viewer is, through the fetch the gateway hands it (the
// stand-in never sees a cookie: the gateway's fetch carries the session).
const SERVER_BUILD = `
let renders = 0;
export const LOCALES = ['en', 'af', 'fr'];
// The client page as built (the web's adds its note for no scripts, client-page.ts).
export function clientPage(template) { return template; }
export function unreadBranchCookieDrop() { return null; }
export function branchFromCookie() { return null; }
export function chosenBranchCookie() { return 'sf_branch=; path=/'; }
export async function sitemap() { return '<urlset></urlset>'; }
export async function render(input) {
  let who = 'visitor';
  if (input.session) {
    const answer = await input.fetch(new URL('/graphql', input.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ viewer { id account { login } } }' }),
    });
    const { data } = await answer.json();
    // As the web's: a session that names nobody gets the client page.
    if (!data?.viewer?.account) return { kind: 'client', reason: 'not a rendered screen: the session names nobody' };
    who = 'shopper ' + data.viewer.account.login;
  }
  renders += 1;
  return {
    kind: 'page',
    route: 'stand-in/:id',
    status: 200,
    html: 'page ' + renders + ' for ' + who,
    signedIn: who !== 'visitor',
  };
}
`;

const SIGN_OUT = 'mutation { signOut { signedOut } }';

describe('server-rendered pages of signed-in shoppers', () => {
  let stack: TestStack;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = standInWebBuild(INDEX, SERVER_BUILD);
    stack = await startStack({
      ...build.env,
      SSR_CACHE_SECONDS: '60',
      PUBLIC_ORIGIN: 'https://shop.test',
    });
  });
  afterAll(async () => {
    await stack.close();
    build.remove();
  });

  async function page(path: string, cookie?: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}), ...headers },
    });
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      cacheControl: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
      body: await response.text(),
    };
  }

  it("renders a signed-in shopper's page from their own session, private and never kept", async () => {
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const first = await page('/orders', thandi.cookieHeader);
    expect(first).toMatchObject({
      status: 200,
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      etag: null,
    });
    expect(first.body).toMatch(/^page \d+ for shopper 0821234567$/);
    // Rendered again, never answered from a cache.
    const again = await page('/orders', thandi.cookieHeader);
    expect(again.render).toBe('rendered; private');
    expect(again.body).not.toBe(first.body);
  });

  it("never gives one shopper's page to another, to a visitor, or after sign-out", async () => {
    const path = '/category/3';
    const visitor = await page(path);
    expect(visitor).toMatchObject({
      render: 'rendered',
      body: expect.stringMatching(/for visitor$/),
    });

    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const pieter = await signedIn(stack.gatewayUrl, PIETER);
    const hers = await page(path, thandi.cookieHeader, { 'if-none-match': visitor.etag ?? '' });
    const his = await page(path, pieter.cookieHeader, { 'if-none-match': visitor.etag ?? '' });
    // The visitor's ETag is no answer for a shopper: their own page, whole.
    expect(hers).toMatchObject({ status: 200, render: 'rendered; private' });
    expect(hers.body).toMatch(/for shopper 0821234567$/);
    expect(his).toMatchObject({ status: 200, render: 'rendered; private' });
    expect(his.body).toMatch(/for shopper 0831234567$/);

    // The shared cache still holds the visitor's page only.
    const visitorAgain = await page(path);
    expect(visitorAgain).toMatchObject({ render: 'cached', body: visitor.body });

    // Cookies swapped: Pieter's session among Thandi's other cookies is Pieter's page.
    const sessionOf = (client: GraphqlClient) =>
      client.cookieHeader.split('; ').find((pair) => pair.startsWith('sf_session=')) ?? '';
    const others = thandi.cookieHeader
      .split('; ')
      .filter((pair) => !pair.startsWith('sf_session='));
    const swapped = await page(path, [...others, sessionOf(pieter), 'sf_locale=af'].join('; '));
    expect(swapped.body).toMatch(/for shopper 0831234567$/);
    // A forged session is nobody's: the client page, nothing from the cache.
    const forged = await page(path, 'sf_session=Fe26.2**forged**cookie');
    expect(forged).toMatchObject({
      render: 'client; not a rendered screen: the session names nobody',
      body: INDEX,
    });

    // Thandi's cookie replayed after she signed out: nobody's page, never hers.
    const replay = new GraphqlClient(stack.gatewayUrl);
    replay.adoptCookies(thandi);
    await thandi.request(SIGN_OUT);
    const replayed = await page(path, replay.cookieHeader);
    expect(replayed).toMatchObject({
      render: 'client; not a rendered screen: the session names nobody',
      body: INDEX,
    });

    // And a visitor after all of it: the shared page, naming nobody.
    const last = await page(path);
    expect(last.body).toBe(visitor.body);
    for (const answer of [visitor, visitorAgain, last]) {
      expect(answer.body).not.toMatch(/shopper/);
    }
  });

  it("keeps a shopper's comparison (its Shop here forms hold her basket) out of the shared cache", async () => {
    const path = '/basket/compare';
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    const hers = await page(path, thandi.cookieHeader);
    expect(hers).toMatchObject({
      status: 200,
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      etag: null,
    });
    expect(hers.body).toMatch(/for shopper 0821234567$/);
    // A visitor after her: the visitor's page, then that one from the cache, never hers.
    const visitor = await page(path);
    expect(visitor).toMatchObject({
      render: 'rendered',
      body: expect.stringMatching(/for visitor$/),
    });
    expect(await page(path)).toMatchObject({ render: 'cached', body: visitor.body });
    // Her page asked with the visitor's ETag: hers again, whole, never a 304 from the visitor's.
    const again = await page(path, thandi.cookieHeader, { 'if-none-match': visitor.etag ?? '' });
    expect(again).toMatchObject({ status: 200, render: 'rendered; private' });
    expect(again.body).toMatch(/for shopper 0821234567$/);
  });
});
