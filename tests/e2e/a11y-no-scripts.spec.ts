// Accessibility of what a browser without JavaScript shows: the server's pages, their forms and
// the no-script notes (the client page's, and the rendered pages' own), checked by axe-core.
// axe needs a script of its own, and injecting one into a page with JavaScript switched off
// closes the page (Chromium), so each page is the server's HTML with its scripts taken out and
// its `<noscript>` content shown, as such a browser draws it, under the page's own address.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { within } from '../support/time-scale';
import { seriousAxeViolations } from './support/axe';
import { PAROW, seedBasket, speaks } from './support/seed';
import { shopperContext } from './support/shop';
import { MILK } from './support-checkout';

test.use(shopperContext);

/** `path` as a browser without scripts draws it: no script runs, `<noscript>` is shown. */
async function withoutScripts(page: Page, path: string): Promise<void> {
  const served = await page.request.get(path, { headers: { accept: 'text/html' } });
  const html = (await served.text())
    // Data blocks (the page's cache, JSON-LD) are not run by any browser: they stay.
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<noscript>/g, '<div data-noscript="">')
    .replace(/<\/noscript>/g, '</div>');
  const address = new URL(path, served.url()).href;
  await page.route(address, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ status: served.status(), contentType: 'text/html', body: html })
      : route.continue(),
  );
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await page.unroute(address);
}

const PAGES = [
  '/',
  '/category/1',
  '/product/1',
  '/search?q=maize',
  '/agencies',
  '/basket',
  '/basket/compare',
  '/sign_in',
  '/register',
  '/forgot_password',
  '/reset_password?login=0821234567',
  '/menu',
  // A screen only the scripts draw: the client page and its no-script note.
  '/basket/compare_debug',
];

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`${locale}: the pages without scripts have no serious or critical axe violations`, async ({
    page,
  }) => {
    test.setTimeout(within(240_000)); // thirteen pages, each checked by axe
    await speaks(page, locale);
    await seedBasket(page, PAROW, [MILK]);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await withoutScripts(page, path);
        await expect(page.locator('body')).not.toBeEmpty();
        expect.soft(await seriousAxeViolations(page), `axe on ${path} (${locale})`).toEqual([]);
      });
    }
  });
}

test('the no-script note is what a browser without scripts shows on a screen only they draw', async ({
  page,
}) => {
  await withoutScripts(page, '/basket/compare_debug');
  await expect(page.locator('[data-noscript]').first()).toContainText('This page needs JavaScript');
  await expect(page.getByRole('link', { name: 'Go to the shop' })).toBeVisible();
  // The loading frame's menu icon opens nothing without scripts: not shown (ADR 0066).
  await expect(page.locator('.boot-toolbar svg')).toBeHidden();
  await expect(page.locator('.boot-page')).toBeHidden();
});
