/**
 * The client-rendered page, sent when a page is not answered with its server render, speaks to a
 * browser without scripts in the shopper's language (web/src/server/client-page.ts). Before, such
 * a browser showed the loading skeleton for ever with not a word: a checkout step whose basket
 * check failed upstream, an account page. Needs the web's build (`npm run build`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

describe('the client page for a browser without scripts', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
  });

  const page = (path: string, locale?: string) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(locale ? { cookie: `sf_locale=${locale}` } : {}) },
    });
  /** The `<noscript>` note's words and link, as a browser without scripts shows them. */
  const noteOf = (html: string) => {
    const note =
      /<noscript>(?:<style>[^<]*<\/style>)?<p class="noscript-note"[^>]*>([^<]*)<a href="([^"]*)">([^<]*)<\/a>/.exec(
        html,
      );
    return note ? { text: note[1]!.trim(), href: note[2], link: note[3] } : null;
  };

  it('says a screen only the scripts draw needs them, in the shopper language, with a way to the shop', async () => {
    const response = await page('/basket/compare_debug', 'af');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toBe('client; not a rendered screen');
    const html = await response.text();
    expect(html).toContain('<html lang="af"');
    expect(noteOf(html)).toEqual({
      text: 'Hierdie bladsy het JavaScript nodig. Skakel dit aan om dit te gebruik: blaai, die mandjie en uitbetaal werk daarsonder.',
      href: '/',
      link: 'Gaan na die winkel',
    });
  });

  it('says a page whose data failed upstream could not be prepared, with a way to try again', async () => {
    await fetch(`${stack.sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ route: 'GET /catalog/v1/products/*', status: 503, error_rate: 1 }]),
    });
    const response = await page('/product/7', 'fr');
    expect(response.headers.get('x-render')).toMatch(/^client; /);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(noteOf(html)).toEqual({
      text: 'Cette page n’a pas pu être préparée pour l’instant, et elle ne peut pas s’afficher sans JavaScript. Réessayez dans un instant.',
      href: '',
      link: 'Réessayer',
    });
    // The page for a browser with scripts is the client page as before: it asks again itself.
    expect(html).toContain('<div id="root">');
  });

  it('is in English without a language cookie', async () => {
    const html = await (await page('/basket/compare_debug')).text();
    expect(html).toContain('<html lang="en"');
    expect(noteOf(html)?.link).toBe('Go to the shop');
  });
});
