/**
 * A cookie the gateway sets while answering a server render's in-process GraphQL requests reaches
 * the browser with the page (docs/adr/0049), against the real simulator over HTTP: a session
 * sealed with the previous key is re-sealed, a forged basket cookie is replaced by a new name, a session that
 * names nobody is dropped with the client page, a basket cookie issued during a visitor's render
 * is theirs. A page carrying a cookie is that browser's alone: `private, no-store`, never kept in
 * nor answered from the shared HTML cache. The web's render is a stand-in server build whose page
 * says what the gateway answered.
 */
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { PIETER, signedIn } from '../support/shoppers';
import { standInWebBuild, type StandInWebBuild } from '../support/stand-in-web-build';

const OLD = 'the old session secret, at least thirty-two characters';
const NEW = 'the new session secret, at least thirty-two characters';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root">client page</div></body></html>';

// `/basket` lists the basket; `/issue` adds a line as a visitor (the gateway issues the basket
// cookie); any page with the session names the viewer, or is the client page for nobody.
const SERVER_BUILD = `
let renders = 0;
export const LOCALES = ['en', 'af', 'fr'];
// The client page as built (the web's adds its note for no scripts, client-page.ts).
export function clientPage(template) { return template; }
export function unreadBranchCookieDrop() { return null; }
export function branchFromCookie() { return null; }
export function chosenBranchCookie() { return 'sf_branch=; path=/'; }
export async function sitemap() { return '<urlset></urlset>'; }
async function ask(input, query, variables) {
  const answer = await input.fetch(new URL('/graphql', input.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  return (await answer.json()).data;
}
export async function render(input) {
  const path = new URL(input.url).pathname;
  let text = 'visitor';
  if (input.session) {
    const data = await ask(input, '{ viewer { account { login } } }');
    if (!data?.viewer?.account) return { kind: 'client', reason: 'not a rendered screen: the session names nobody' };
    text = 'shopper ' + data.viewer.account.login;
  }
  if (path === '/issue') {
    const data = await ask(
      input,
      'mutation ($input: SetBasketLinesInput!) { setBasketLines(input: $input) { basket { lines { quantity } } } }',
      { input: { lines: [{ offerId: '100001', sellableId: '1001', supplierId: '101', quantity: 1 }] } },
    );
    text += ', lines ' + (data?.setBasketLines?.basket?.lines?.length ?? 'none');
  }
  if (path === '/basket') {
    const data = await ask(input, '{ basket { lines { quantity } } }');
    text += ', basket of ' + (data?.basket?.lines?.length ?? 'none');
  }
  renders += 1;
  return { kind: 'page', route: 'stand-in', status: 200, html: 'page ' + renders + ': ' + text };
}
`;

/** A `Set-Cookie` line's name, value and whether it drops the cookie. */
function parsed(line: string) {
  const [pair = ''] = line.split(';');
  const [name = '', value = ''] = pair.split('=');
  const dropped = value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line);
  return { name, value, dropped };
}

describe("cookies set during a server render's in-process answers", () => {
  let sim: RunningSimulator;
  let build: StandInWebBuild;
  let before: RunningGateway;
  let rotating: RunningGateway;
  let after: RunningGateway;

  beforeAll(async () => {
    sim = await startSimulator({ port: 0 });
    build = standInWebBuild(INDEX, SERVER_BUILD);
    const pages = { ...build.env, SSR_CACHE_SECONDS: '60', PUBLIC_ORIGIN: 'https://shop.test' };
    before = await startGateway(sim.url, { ...pages, SESSION_SECRET: OLD });
    rotating = await startGateway(sim.url, {
      ...pages,
      SESSION_SECRET: NEW,
      SESSION_SECRET_PREVIOUS: OLD,
    });
    after = await startGateway(sim.url, { ...pages, SESSION_SECRET: NEW });
  });
  afterAll(async () => {
    for (const gateway of [before, rotating, after]) await gateway?.close();
    await sim?.close();
    build?.remove();
  });

  async function page(url: string, path: string, cookie?: string) {
    const response = await fetch(`${url}${path}`, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
    return {
      status: response.status,
      render: response.headers.get('x-render'),
      cacheControl: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
      cookies: response.headers.getSetCookie().map(parsed),
      body: await response.text(),
    };
  }

  it('re-seals a session sealed with the previous key: the page hands the browser the new cookie', async () => {
    const shopper = await signedIn(before.url, PIETER);
    const old = shopper.cookieHeader;
    const served = await page(rotating.url, '/product/1', old);
    expect(served).toMatchObject({
      status: 200,
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      etag: null,
      body: expect.stringMatching(/: shopper 0831234567$/),
    });
    const session = served.cookies.filter((cookie) => cookie.name === 'sf_session');
    expect(session).toHaveLength(1);
    expect(session[0]?.dropped).toBe(false);
    expect(`sf_session=${session[0]?.value}`).not.toBe(old);
    // The new cookie opens where only the new key is known: the rotation is done for this shopper.
    const rotated = new GraphqlClient(after.url, { cookie: `sf_session=${session[0]?.value}` });
    const viewer = await rotated.request<{ viewer: { id: string } | null }>('{ viewer { id } }');
    expect(viewer.data?.viewer?.id).toBe('2');
  });

  it('replaces a basket cookie that opens nothing with a new basket name, with the basket page that found it so', async () => {
    const served = await page(after.url, '/basket', 'sf_basket=forged.cookie.value');
    expect(served).toMatchObject({
      render: 'rendered; private',
      cacheControl: 'private, no-store',
    });
    expect(served.body).toMatch(/basket of 0$/);
    // The render dropped the forged cookie; the page's new name for her basket (ADR 0079) is the
    // one line, which replaces it in the browser.
    expect(served.cookies).toEqual([
      expect.objectContaining({ name: 'sf_basket', dropped: false }),
    ]);
    expect(served.cookies[0]?.value).not.toBe('forged.cookie.value');
  });

  it('drops a session that names nobody with the client page, which is then private', async () => {
    const served = await page(after.url, '/product/1', 'sf_session=forged.session.value');
    expect(served.render).toMatch(/^client; /);
    expect(served.body).toContain('client page');
    expect(served.cacheControl).toBe('private, no-store');
    expect(served.etag).toBeNull();
    // With the cookie dropped she is a visitor: the same answer names her basket (ADR 0079).
    expect(served.cookies).toEqual([
      expect.objectContaining({ name: 'sf_basket', dropped: false }),
      expect.objectContaining({ name: 'sf_session', dropped: true }),
    ]);
  });

  it('hands a visitor the basket cookie their render was issued, and never keeps that page for another', async () => {
    const first = await page(after.url, '/issue');
    expect(first).toMatchObject({
      render: 'rendered; private',
      cacheControl: 'private, no-store',
      etag: null,
      body: expect.stringMatching(/: visitor, lines 1$/),
    });
    // The basket the render's answer issued, in place of the one the page named (ADR 0079).
    expect(first.cookies).toHaveLength(1);
    const [issued] = first.cookies;
    expect(issued).toMatchObject({ name: 'sf_basket', dropped: false });
    const hers = await page(after.url, '/basket', `sf_basket=${issued?.value}`);
    expect(hers.body).toMatch(/: visitor, basket of 1$/);
    // The next visitor is rendered afresh and gets a basket of their own, never the first one's.
    const second = await page(after.url, '/issue');
    expect(second.render).toBe('rendered; private');
    expect(second.cookies[0]?.value).toBeTruthy();
    expect(second.cookies[0]?.value).not.toBe(issued?.value);
    // A shared page carries no cookie of its render's: the cookieless product page is rendered,
    // kept and reused, each time with the cookie naming that visitor's basket (ADR 0079) only.
    const shared = await page(after.url, '/product/2');
    const again = await page(after.url, '/product/2');
    expect(shared).toMatchObject({ render: 'rendered', cacheControl: 'private, no-cache' });
    expect(again).toMatchObject({ render: 'cached', body: shared.body });
    for (const answer of [shared, again])
      expect(answer.cookies).toEqual([
        expect.objectContaining({ name: 'sf_basket', dropped: false }),
      ]);
    expect(again.cookies[0]?.value).not.toBe(shared.cookies[0]?.value);
  });
});
