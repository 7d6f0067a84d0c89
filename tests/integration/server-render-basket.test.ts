/**
 * A visitor's basket rendered on the server (docs/adr/0047, 0049), against the real simulator over
 * HTTP: `/basket` rendered with the visitor's sealed `sf_basket` cookie shows their lines, and that
 * page is theirs alone (`private, no-store`, `Vary: cookie`, no ETag, never in the shared HTML
 * cache). Every other page is rendered without the basket cookie, so it stays one shared page for
 * every visitor and holds nothing of anyone's basket. Attacked as a neighbour would: a second
 * visitor, a cookieless request and a forged cookie asking for the same pages after the first
 * visitor's render. The web's render is a stand-in server build (the real one is driven in
 * tests/e2e/server-render-basket.spec.ts) whose page lists the basket the gateway answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';
import { standInWebBuild, type StandInWebBuild } from '../support/stand-in-web-build';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root">client page</div></body></html>';

const BASKET = '{ basket { lines { quantity offer { name priceInCents } } } }';

// Every page lists the basket the gateway answered through the fetch the gateway hands it (the
// stand-in never sees a cookie: the gateway's fetch carries what it forwards).
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
  const answer = await input.fetch(new URL('/graphql', input.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: ${JSON.stringify(BASKET)} }),
  });
  const { data } = await answer.json();
  const lines = (data?.basket?.lines ?? []).map(
    (line) => line.quantity + ' x ' + line.offer.name + ' at ' + line.offer.priceInCents,
  );
  renders += 1;
  return {
    kind: 'page',
    route: 'stand-in',
    status: 200,
    html: 'page ' + renders + ': ' + (lines.join(', ') || 'basket empty'),
  };
}
`;

const MAIZE = 'offerId=100001&sellableId=1001&supplierId=101';

describe("a visitor's basket rendered on the server", () => {
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

  async function page(path: string, cookie?: string) {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      cacheControl: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
      etag: response.headers.get('etag'),
      body: await response.text(),
    };
  }

  /** Adds a line with the no-script form, as visitor `cookie` (a new visitor without one). */
  async function add(body: string, cookie?: string): Promise<string> {
    const response = await fetch(`${stack.gatewayUrl}/basket`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body,
    });
    expect(response.status).toBe(303);
    const set = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('sf_basket='));
    return set ?? cookie ?? '';
  }

  it("shows visitor A's lines on A's /basket only, and keeps every other page shared", async () => {
    const a = await add(`${MAIZE}&quantity=2&seenPriceInCents=4499&returnTo=/basket`);
    expect(a).toMatch(/^sf_basket=/);
    const { data } = await new GraphqlClient(stack.gatewayUrl, { cookie: a }).request<{
      basket: { lines: Array<{ quantity: number; offer: { name: string; priceInCents: number } }> };
    }>(BASKET);
    const line = data?.basket.lines[0];
    expect(line?.offer.name).toBeTruthy();
    const shown = `2 x ${line?.offer.name} at ${line?.offer.priceInCents}`;

    const hers = await page('/basket', `${a}; sf_locale=en`);
    expect(hers).toMatchObject({
      status: 200,
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      vary: expect.stringMatching(/^cookie\b/),
      etag: null,
    });
    expect(hers.body).toMatch(new RegExp(`^page \\d+: ${shown}$`));
    // Rendered again, never answered from a cache.
    const again = await page('/basket', a);
    expect(again.render).toBe('rendered; private');
    expect(again.body).toContain(shown);

    // A cookieless request and visitor B after A's render: their own (empty) basket.
    const nobody = await page('/basket');
    expect(nobody.body).toMatch(/basket empty$/);
    const b = await add('offerId=100002&sellableId=1002&supplierId=101&quantity=1');
    const his = await page('/basket', b);
    expect(his.render).toBe('rendered; private');
    expect(his.body).not.toContain(line?.offer.name ?? '-');
    expect(his.body).toMatch(/: 1 x /);
    // A forged cookie opens no basket: the empty basket's page.
    const forged = await page('/basket', 'sf_basket=forged.cookie.value');
    expect(forged).toMatchObject({ status: 200, render: 'rendered; private' });
    expect(forged.body).toMatch(/basket empty$/);
    for (const other of [nobody, his, forged]) expect(other.body).not.toContain(shown);

    // Any other page is rendered without the basket cookie: one shared page, kept and reused,
    // that names nobody's basket, whoever asked for it first.
    const product = await page('/product/1', a);
    expect(product).toMatchObject({
      render: 'rendered',
      body: expect.stringMatching(/basket empty$/),
    });
    expect(product.etag).not.toBeNull();
    const fromCache = [await page('/product/1'), await page('/product/1', b)];
    for (const answer of fromCache) {
      expect(answer).toMatchObject({ render: 'cached', body: product.body });
    }
  });
});
