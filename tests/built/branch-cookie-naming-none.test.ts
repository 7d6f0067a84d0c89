/**
 * A branch cookie that names no branch of the shop (one the legacy API no longer has, or an id it
 * refuses outright) is dropped with the server's page, which is rendered without a branch: the
 * browser then hydrates that page instead of drawing it again, and a browser without scripts gets
 * the page, not a note that it could not be prepared (docs/adr/0075). A disabled branch is the
 * shopper's choice still: its cookie stays, so the scripts can say it takes no orders. Needs the
 * web's build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

const branchCookie = (id: string) => `sf_branch=${encodeURIComponent(JSON.stringify({ id }))}`;

describe('a branch cookie naming no branch of the shop', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ SSR_CACHE_SECONDS: '60', PUBLIC_ORIGIN: 'https://shop.test' });
  });
  afterAll(async () => {
    await stack.close();
  });

  const page = (path: string, cookie: string) =>
    fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html', cookie } });
  // The branch cookie's lines (a first visit's page names her basket too: docs/adr/0079).
  const branchLines = (response: Response) =>
    response.headers.getSetCookie().filter((line) => line.startsWith('sf_branch='));
  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  /** The stored states the page says it was rendered with (its render data). */
  const renderedStates = (html: string): unknown => {
    const data = /<script type="application\/json" id="sf-render-data">(.*?)<\/script>/s.exec(html);
    return data ? (JSON.parse(data[1]!) as { storeStates: unknown }).storeStates : undefined;
  };

  it.each([
    ['one the legacy API does not have', branchCookie('99999')],
    ['an id the legacy API refuses', branchCookie('abc')],
    // With JavaScript off nothing else removes it (the web's start does too).
    ['a cookie that names nothing (edited, cut short)', 'sf_branch=%7B%22id%22%3A'],
  ])('is dropped with the page, rendered without a branch: %s', async (_what, cookie) => {
    for (let visit = 1; visit <= 2; visit += 1) {
      const response = await page('/category/1', cookie);
      expect(response.status).toBe(200);
      // Rendered for this browser alone (it carries a cookie), never from the shared cache.
      expect(response.headers.get('x-render')).toBe('rendered; private');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(branchLines(response)).toEqual(['sf_branch=; path=/; max-age=0; samesite=lax']);
      const html = await response.text();
      expect(heading(html)).toBe('Pantry Staples');
      // The page for a browser without a branch: the browser, its cookie gone, hydrates it.
      expect(renderedStates(html)).toEqual({});
    }
  });

  it('keeps a disabled branch, a branch the shop has, and price comparison', async () => {
    for (const cookie of [branchCookie('203'), branchCookie('101'), 'sf_branch=comparison']) {
      const response = await page('/category/1', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-render')).toMatch(/^(rendered|cached)$/);
      expect(branchLines(response)).toEqual([]);
      expect(heading(await response.text())).toBe('Pantry Staples');
    }
  });
});
