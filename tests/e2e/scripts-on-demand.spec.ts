// A server-rendered page runs the shop's scripts on demand (docs/adr/0069): they are fetched after
// the first paint, and run at the shopper's first press that stays on the page or key, or once
// the page has been left alone for five seconds. Before that the page reads, links, adds and
// checks out by itself. These journeys open pages as a shopper's browser does (the other journeys'
// pages are touched as they are parsed: support/test.ts).
import { expect } from '@playwright/test';
import { contextOnDemand, scriptsReady, test } from './support/test';
import { holdTimers } from './support/clock';
import { shopperContext } from './support/shop';
import { fullBasket } from './support-checkout';

const ENTRY = 'script[type="module"][src*="/assets/main-"]';

test('a first tap on the menu runs the scripts, and the menu opens without a second tap', async ({
  browser,
  baseURL,
}) => {
  const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The starter's wait for its first paint fires; its start after five seconds alone, and the
  // app's own steps once it runs, wait for the clock's resume.
  await holdTimers(page);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-disabled', 'true');
  // Painted, its scripts fetched, none of them run: the page is the server's.
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/main-"]')).toHaveCount(1);
  await expect(page.locator(ENTRY)).toHaveCount(0);

  await menuButton.click({ force: true }); // it waits for the scripts; the shopper does not know
  await expect(page.locator(ENTRY)).toHaveCount(1);
  await page.clock.resume();
  await scriptsReady(page);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await context.close();
});

for (const [what, path, shown] of [
  ['a search in price comparison', '/search?q=milk', 'Sunveld Low Fat Milk'],
  ['the leaflets', '/leaflets', 'Kaap Spens'],
] as const) {
  test(`${what}, which only the scripts can show, runs them once painted, with no tap`, async ({
    browser,
    baseURL,
  }) => {
    // The server's page holds a placeholder ("Loading…") where the scripts put the results: there
    // is nothing to read while they wait for a tap, so they do not wait for one.
    const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByText('Loading…')).toBeAttached();
    // The first paint's timers fire; five seconds alone do not pass.
    await holdTimers(page);
    await expect(page.locator(ENTRY)).toHaveCount(1);
    await page.clock.resume();
    await scriptsReady(page);
    await expect(page.getByText(shown).first()).toBeVisible();
    await context.close();
  });
}

test('a page left alone runs its scripts by itself', async ({ browser, baseURL }) => {
  const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
  const page = await context.newPage();
  await page.goto('/category/1');
  await scriptsReady(page);
  await expect(page.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await context.close();
});

test('a tap on a button of the screen before the scripts run is answered once they do', async ({
  browser,
  baseURL,
}) => {
  // The announcement's Dismiss: a plain button in the home screen, which React hydrates in the
  // tasks after the page's frame (a Suspense boundary of its own).
  const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await announcement.getByRole('button', { name: 'Dismiss' }).click({ force: true });
  await scriptsReady(page);
  await expect(announcement).toBeHidden();
  await context.close();
});

test('a visit counts as a page view before the scripts run, and once when they do', async ({
  browser,
  baseURL,
}) => {
  const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
  const page = await context.newPage();
  const views = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
        .filter((event) => event.event === 'page_view')
        .map((event) => `${String(event.page_path)} ${String(event.page_title)}`),
    );
  await page.clock.install();
  await page.goto('/basket', { waitUntil: 'domcontentloaded' });
  await holdTimers(page);
  // Counted by the page itself: a shopper who leaves now is counted.
  await expect.poll(views).toEqual(['/basket Basket · Shopfront']);
  await expect(page.locator(ENTRY)).toHaveCount(0);

  await page.keyboard.press('Tab'); // the app runs, and does not count the same view again
  await page.clock.resume();
  await scriptsReady(page);
  await page.getByRole('link', { name: 'Shopfront home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(views).toEqual(['/basket Basket · Shopfront', '/ Shop · Shopfront']);
  // A product page is not counted (lib/analytics.ts), by the page or by the app.
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toBeVisible();
  expect(await views()).toEqual([]);
  await context.close();
});

test('Shop here tapped before the scripts run asks first, as it does once they have', async ({
  browser,
  baseURL,
  page,
}) => {
  await fullBasket(page); // signed in, 3 × milk at Mzansi Fresh Parow
  const context = await contextOnDemand(browser, {
    ...shopperContext,
    baseURL,
    storageState: await page.context().storageState(),
  });
  const tab = await context.newPage();
  await tab.goto('/basket/compare');
  // The page's scripts are here (fetched after the first paint), and not run.
  await tab.waitForLoadState('networkidle');
  await expect(tab.locator(ENTRY)).toHaveCount(0);
  const shopAt = tab.getByRole('button', { name: /^Shop at / }).first();
  const branch = ((await shopAt.getAttribute('aria-label')) || (await shopAt.innerText()))
    .replace(/^Shop at /, '')
    .trim();
  await shopAt.click();
  // Not moved by the form: the scripts ask what changes first.
  const dialog = tab.getByRole('dialog', { name: `Shop at ${branch}?` });
  await expect(dialog).toBeVisible();
  await expect(tab).toHaveURL(/\/basket\/compare$/);
  await dialog.getByRole('button', { name: 'Shop here' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(tab.locator('main')).toContainText(branch);
  await context.close();
});
