/**
 * An address that names no product or category, whatever its form (`/product/abc`,
 * `/category/0`), is a 404 page with status 404, as `/product/999999` is: the GraphQL API refuses
 * a malformed id as input (BAD_USER_INPUT), which the web's screens read as "not found"; the
 * gateway took that refusal for a failed render and sent the client page with status 200 (an
 * empty shell without JavaScript). A page whose data failed otherwise (the legacy API down)
 * still never goes out as the page. The web's render is a stand-in build that renders the
 * product the way the web's screen decides (404 when the answer has no product).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';
import { standInWebBuild, type StandInWebBuild } from '../support/stand-in-web-build';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root">client page</div></body></html>';

const SERVER_BUILD = `
export const LOCALES = ['en', 'af', 'fr'];
// The client page as built (the web's adds its note for no scripts, client-page.ts).
export function clientPage(template) { return template; }
export function unreadBranchCookieDrop() { return null; }
export function branchFromCookie() { return null; }
export function chosenBranchCookie() { return 'sf_branch=comparison; path=/'; }
export async function sitemap() { return '<urlset></urlset>'; }
export async function render(input) {
  const id = decodeURIComponent(new URL(input.url).pathname.split('/').pop());
  const answer = await input.fetch(new URL('/graphql', input.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: 'query ($id: ID!) { product(id: $id) { name } }', variables: { id } }),
  });
  const { data } = await answer.json();
  const name = data?.product?.name;
  return name
    ? { kind: 'page', route: 'product/:id', status: 200, html: 'product ' + name }
    : { kind: 'page', route: 'product/:id', status: 404, html: 'This product was not found.' };
}
`;

describe('a server-rendered address that names nothing', () => {
  let stack: TestStack;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = standInWebBuild(INDEX, SERVER_BUILD);
    stack = await startStack({ ...build.env, SSR_CACHE_SECONDS: '60' });
  });
  afterAll(async () => {
    await stack.close();
    build.remove();
  });

  async function page(path: string) {
    const response = await fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html' },
    });
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      body: await response.text(),
    };
  }

  it.each(['/product/abc', '/product/0', '/product/-1', '/product/99999999999999999999'])(
    '%s is the not-found page with status 404',
    async (path) => {
      const answer = await page(path);
      expect(answer).toMatchObject({ status: 404, render: 'rendered' });
      expect(answer.body).toBe('This product was not found.');
    },
  );

  it('an unknown product with a well-formed id is the same 404', async () => {
    expect(await page('/product/999999')).toMatchObject({
      status: 404,
      body: 'This product was not found.',
    });
  });

  it('a product the legacy API failed to give is never the not-found page', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'GET /catalog/v1/products/{id}', error_rate: 1 }]),
    });
    try {
      const answer = await page('/product/12');
      expect(answer).toMatchObject({ status: 200, render: 'client; data failed' });
      expect(answer.body).toContain('client page');
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
  });
});
