/**
 * The gateway's server-rendered pages (docs/adr/0029), against the real simulator over HTTP: the
 * HTML of signed-out visitors is reused per build, language, branch and URL; a signed-in
 * shopper's page is rendered for them alone and never reused (more in
 * server-render-signed-in.test.ts); a render that throws gives the client-rendered
 * index.html, never a 500. The web's render is a small server build of the test's own (the real
 * one is driven in tests/e2e/server-render.spec.ts), which reports what it was given and asks the
 * gateway a query through the in-process fetch it is handed.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';
import { standInWebBuild, type StandInWebBuild } from '../support/stand-in-web-build';

const INDEX =
  '<!doctype html><html><head><title>Shopfront</title></head><body><div id="root">client page</div></body></html>';

// Renders a page naming its input and a count of renders; `/boom` throws, `/elsewhere` declines.
const SERVER_BUILD = `
let renders = 0;
export const LOCALES = ['en', 'af', 'fr'];
// The client page as built (the web's adds its note for no scripts, client-page.ts).
export function clientPage(template) { return template; }
export function branchFromCookie(value) {
  try { return value ? JSON.parse(decodeURIComponent(value)) : null; } catch { return null; }
}
// Any value that is not a branch's JSON or price comparison names no branch (the web's rule is
// its own, render-context.test.ts).
export function unreadBranchCookieDrop(value) {
  if (!value || value === 'comparison' || branchFromCookie(value)) return null;
  return 'sf_branch=; path=/; max-age=0; samesite=lax';
}
// The web's cookie format and attributes are the web's (render-context.test.ts): here, what the
// gateway asked for, so the test sees which branch it chose.
export function chosenBranchCookie(branch) {
  return 'sf_branch=' + (branch ? encodeURIComponent(JSON.stringify(branch)) : 'comparison') +
    '; path=/; max-age=31536000; samesite=lax';
}
export async function sitemap({ origin }) {
  return '<urlset><url><loc>' + origin + '/category/1</loc></url></urlset>';
}
export async function render(input) {
  if (input.url.includes('/origin/')) return { kind: 'page', status: 200, html: 'origin ' + new URL(input.url).origin };
  if (input.url.includes('/boom')) throw new Error('the render failed');
  if (input.url.includes('/elsewhere')) return { kind: 'client', reason: 'not a rendered screen' };
  if (input.url.includes('/loader-failed')) return { kind: 'client', reason: 'a loader failed', cause: 'routes/basket: legacy said secret-upstream-detail' };
  if (input.url.includes('/flaky/')) {
    // Like the web's screens: a failed query renders the route's error screen, not a throw.
    const answer = await input.fetch(new URL('/graphql', input.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ categories(supplierId: "103") { name } }' }),
    });
    const { data } = await answer.json();
    return { kind: 'page', status: 200, html: data?.categories?.[0]?.name ?? 'Something went wrong' };
  }
  const answer = await input.fetch(new URL('/graphql', input.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ categories { name } }' }),
  });
  const { data } = await answer.json();
  renders += 1;
  return {
    kind: 'page',
    route: 'stand-in/:id',
    status: 200,
    html: (input.url.includes('?long') ? 'x'.repeat(4000) + ' ' : '') + 'render ' + renders + ' ' + input.locale + ' ' + (input.branch?.id ?? 'none') + ' ' + data.categories[0].name,
  };
}
`;

const branchCookie = (id: string) =>
  `sf_branch=${encodeURIComponent(JSON.stringify({ id, name: 'A branch' }))}`;

describe('server-rendered pages', () => {
  let stack: TestStack;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = standInWebBuild(INDEX, SERVER_BUILD);
    stack = await startStack({
      ...build.env,
      SSR_CACHE_SECONDS: '60',
      PUBLIC_ORIGIN: 'https://shop.test',
      TRUST_PROXY: '1',
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
      body: await response.text(),
    };
  }

  it("a loader's failure gives the client page and keeps what failed to the gateway's log", async () => {
    const failed = await page('/loader-failed');
    expect(failed).toMatchObject({ status: 200, render: 'client; a loader failed' });
    expect(failed.body).not.toContain('secret-upstream-detail');
  });

  it('renders a signed-out page with the gateway answering in-process, then serves it again from the cache', async () => {
    const first = await page('/category/5');
    expect(first).toMatchObject({ status: 200, render: 'rendered' });
    expect(first.body).toMatch(/^render \d+ en none \S/);
    const again = await page('/category/5');
    expect(again).toEqual({ ...first, render: 'cached' });
  });

  it('sends a cached page compressed as asked, with an ETag, and a 304 to a visitor who has it', async () => {
    // Long enough to be compressed (the server build pads `/long` pages).
    const first = await fetch(`${stack.gatewayUrl}/category/9?long`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    // fetch undoes the encoding it was sent with.
    const rendered = await first.text();
    expect(first.headers.get('x-render')).toBe('rendered');
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const gzip = await fetch(`${stack.gatewayUrl}/category/9?long`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('x-render')).toBe('cached');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).toBe(etag);
    expect(await gzip.text()).toBe(rendered);

    const plain = await page('/category/9?long');
    expect(plain).toEqual({ status: 200, render: 'cached', body: rendered });

    const revalidated = await fetch(`${stack.gatewayUrl}/category/9?long`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');

    // Another language is another page: the ETag of the English one does not match it.
    const afrikaans = await fetch(`${stack.gatewayUrl}/category/9?long`, {
      headers: { accept: 'text/html', cookie: 'sf_locale=af', 'if-none-match': etag ?? '' },
    });
    expect(afrikaans.status).toBe(200);
    expect(await afrikaans.text()).toContain(' af none ');
  });

  it('never answers a signed-in shopper with 304 for a visitor page it has', async () => {
    const visitor = await fetch(`${stack.gatewayUrl}/category/11`, {
      headers: { accept: 'text/html' },
    });
    const etag = visitor.headers.get('etag') ?? '';
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    const answer = await fetch(`${stack.gatewayUrl}/category/11`, {
      headers: { accept: 'text/html', cookie: shopper.cookieHeader, 'if-none-match': etag },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-render')).toBe('rendered; private');
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('keeps one page per language, branch and URL', async () => {
    const english = await page('/product/1', branchCookie('101'));
    const afrikaans = await page('/product/1', `${branchCookie('101')}; sf_locale=af`);
    const otherBranch = await page('/product/1', branchCookie('102'));
    const otherUrl = await page('/product/1?ref=share', branchCookie('101'));
    const bodies = [english, afrikaans, otherBranch, otherUrl].map((answer) => answer.body);
    expect(new Set(bodies).size).toBe(4);
    expect(afrikaans.body).toContain(' af 101 ');
    expect(otherBranch.body).toContain(' en 102 ');
    expect((await page('/product/1', `${branchCookie('101')}; sf_locale=af`)).body).toBe(
      afrikaans.body,
    );
    // An unknown language is English: the same page as English, from the cache.
    expect(await page('/product/1', `${branchCookie('101')}; sf_locale=xx`)).toEqual({
      ...english,
      render: 'cached',
    });
  });

  it('removes a branch cookie that names no branch, with the page for no branch, cached or not', async () => {
    const ask = (cookie: string) =>
      fetch(`${stack.gatewayUrl}/category/31`, { headers: { accept: 'text/html', cookie } });
    for (const cookie of ['sf_branch=%7B%22id%22%3A', 'sf_branch=%7B%22id%22%3A']) {
      // Twice: the second time the page for no branch is in the cache.
      const answer = await ask(cookie);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^render \d+ en none /);
      expect(answer.headers.getSetCookie()).toContain(
        'sf_branch=; path=/; max-age=0; samesite=lax',
      );
      // A page carrying a cookie is that browser's alone.
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // Price comparison, chosen on the server, is a choice: it stays, and the page is shared.
    const comparison = await ask('sf_branch=comparison');
    expect(
      comparison.headers.getSetCookie().filter((line) => line.startsWith('sf_branch=')),
    ).toEqual([]);
  });

  it("renders a signed-in shopper's page for them alone: never from or into the cache", async () => {
    const visitor = await page('/category/7');
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    const answer = await page('/category/7', shopper.cookieHeader);
    expect(answer).toMatchObject({ status: 200, render: 'rendered; private' });
    expect(answer.body).not.toBe(visitor.body);
    expect(await page('/category/7')).toEqual({ ...visitor, render: 'cached' });
  });

  it('sends the client page when the render throws or declines, never a 500', async () => {
    expect(await page('/boom')).toEqual({
      status: 200,
      render: 'client; render failed',
      body: INDEX,
    });
    expect(await page('/elsewhere')).toEqual({
      status: 200,
      render: 'client; not a rendered screen',
      body: INDEX,
    });
  });

  it('never caches or sends as the page a render whose data failed: the client page, then the real page once the API is back', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'GET /catalog/v1/categories', error_rate: 1, status: 500 }]),
    });
    try {
      const failed = await page('/flaky/1');
      expect(failed).toEqual({ status: 200, render: 'client; data failed', body: INDEX });
    } finally {
      await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
    }
    const recovered = await page('/flaky/1');
    expect(recovered.render).toBe('rendered');
    expect(recovered.body).not.toContain('Something went wrong');
    expect((await page('/flaky/1')).render).toBe('cached');
  });

  it("takes the shop's origin from its configuration, never from Host or X-Forwarded-Host", async () => {
    const asked = (url: string, headers: Record<string, string>) =>
      stack.gateway.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of forged) {
      // The first asks a fresh page (rendered), the second the page the first left in the cache.
      expect((await asked('/origin/1', headers)).body).toBe('origin https://shop.test');
      const sitemap = await asked('/sitemap.xml', headers);
      expect(sitemap.body).toContain('<loc>https://shop.test/category/1</loc>');
      const robots = await asked('/robots.txt', headers);
      expect(robots.body).toContain('Sitemap: https://shop.test/sitemap.xml');
      for (const answer of [sitemap, robots]) expect(answer.body).not.toContain('evil');
    }
    expect((await page('/origin/1')).body).toBe('origin https://shop.test');
  });

  it('answers a cached page and the client page from memory, looking up no file', async () => {
    await page('/category/51');
    const looked: string[] = [];
    const watched = [
      'stat',
      'lstat',
      'open',
      'createReadStream',
      'existsSync',
      'statSync',
    ] as const;
    const originals = watched.map((name) => [name, fs[name]] as const);
    for (const [name, original] of originals) {
      Object.assign(fs, {
        [name]: (...args: unknown[]) => {
          looked.push(`${name} ${String(args[0])}`);
          return (original as (...a: unknown[]) => unknown)(...args);
        },
      });
    }
    try {
      expect((await page('/category/51')).render).toBe('cached');
      expect(await page('/elsewhere')).toMatchObject({ status: 200, body: INDEX });
      expect(await page('/')).toMatchObject({ status: 200 });
    } finally {
      for (const [name, original] of originals) Object.assign(fs, { [name]: original });
    }
    expect(looked).toEqual([]);
  });

  it('counts renders by route and outcome, their duration and the HTML cache on the metrics port', async () => {
    await page('/category/61');
    await page('/category/61');
    await page('/elsewhere');
    const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    /** The value of the sample `line` names (metric and labels, as written). */
    const value = (line: string) =>
      Number(
        metrics
          .split('\n')
          .find((sample) => sample.startsWith(`${line} `))
          ?.slice(line.length + 1),
      );
    expect(
      value('gateway_page_renders_total{route="/stand-in/:id",outcome="rendered"}'),
    ).toBeGreaterThan(0);
    expect(
      value('gateway_page_renders_total{route="/stand-in/:id",outcome="cached"}'),
    ).toBeGreaterThan(0);
    expect(
      value('gateway_page_renders_total{route="none",outcome="not_rendered"}'),
    ).toBeGreaterThan(0);
    expect(
      value('gateway_page_renders_total{route="/stand-in/:id",outcome="rendered_private"}'),
    ).toBeGreaterThan(0);
    expect(value('gateway_page_renders_total{route="none",outcome="data_failed"}')).toBeGreaterThan(
      0,
    );
    expect(
      value('gateway_page_render_duration_seconds_count{route="/stand-in/:id"}'),
    ).toBeGreaterThan(0);
    expect(value('gateway_page_cache_total{outcome="hit"}')).toBeGreaterThan(0);
    expect(value('gateway_page_cache_total{outcome="miss"}')).toBeGreaterThan(0);
  });

  describe('choosing a branch without the script (POST /branch)', () => {
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
    const branchCookieOf = (response: Response) =>
      decodeURIComponent(
        /^sf_branch=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '',
      );

    it('keeps the branch known to the legacy API in the cookie, by its id, and goes home', async () => {
      // A name sent with the form is not used, nor kept: the pages name the branch as the gateway
      // has it.
      const response = await choose('id=101&name=Anything');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(JSON.parse(branchCookieOf(response))).toEqual({ id: '101' });
      // The next page is rendered at that branch.
      expect(
        (await page('/category/21', response.headers.get('set-cookie')!.split(';')[0])).body,
      ).toMatch(/^render \d+ en 101 /);
    });

    it('goes back to the page that sent the shopper to choose (returnTo), never to another site', async () => {
      const back = await choose(`id=101&returnTo=${encodeURIComponent('/search?q=milk')}`);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/search?q=milk');
      expect(JSON.parse(branchCookieOf(back))).toEqual({ id: '101' });
      const comparing = await choose(`id=&returnTo=${encodeURIComponent('/search?q=rice')}`);
      expect(comparing.headers.get('location')).toBe('/search?q=rice');
      for (const elsewhere of [
        '//evil.example/x',
        '/\\evil.example',
        'https://evil.example/',
        'search',
      ]) {
        const response = await choose(`id=101&returnTo=${encodeURIComponent(elsewhere)}`);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe('/');
      }
    });

    it('keeps price comparison (no branch) when the form names none', async () => {
      const response = await choose('id=');
      expect(response.status).toBe(303);
      expect(branchCookieOf(response)).toBe('comparison');
    });

    it('refuses a form from another site, a malformed or unknown branch and a disabled one, setting nothing', async () => {
      const refused = [
        await choose('id=101', { 'sec-fetch-site': 'cross-site' }),
        await choose('id=101', { 'sec-fetch-site': '', origin: 'https://evil.example' }),
        await choose('id=../101'),
        await choose('nothing=1'),
        await choose('id=999999'),
        await choose('id=203'), // Boland Bulk Kraaifontein, disabled
      ];
      expect(refused.map((response) => response.status)).toEqual([403, 403, 400, 400, 404, 409]);
      for (const response of refused) {
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await response.text()).toMatch(/branch/);
      }
    });
  });
});
