// The shell around every screen: theme and demo-station look, the version check, page titles and
// analytics page views.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  chooseBranch,
  clientRenderedPages,
  configureShop,
  hydrated,
  shopperContext,
} from './support/shop';

test.use(shopperContext);

test('the theme comes from configuration, and demo-station mode adds its css and logo', async ({
  page,
}) => {
  // Client-rendered pages ask for the configuration afresh on each load; a signed-out page from
  // the server's HTML cache may carry it for up to SSR_CACHE_SECONDS.
  await clientRenderedPages(page);
  await page.goto('/');
  const toolbar = page.getByRole('banner');
  // Primary #EF4060 from the shop's configuration.
  await expect(toolbar).toHaveCSS('background-color', 'rgb(239, 64, 96)');
  // The shop's own mark is drawn in the page (no picture to wait for on a slow phone).
  const home = toolbar.getByRole('link', { name: 'Shopfront home' });
  await expect(home.locator('svg')).toBeVisible();
  await expect(home.locator('img')).toHaveCount(0);

  await configureShop(page, { demoCss: '.toolbar { border-bottom: 4px solid rgb(1, 2, 3); }' });
  await clientRenderedPages(page);
  await page.reload();
  await expect(toolbar).toHaveCSS('border-bottom-color', 'rgb(1, 2, 3)');
  await expect(
    toolbar.getByRole('link', { name: 'Shopfront home' }).locator('img'),
  ).toHaveAttribute('src', /\/media\/brand\/logo\.svg$/);
  const width = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(720);
});

test('a new deployment (a changed /version.txt) reloads the page once on navigation', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await hydrated(page); // the menu is the script's
  expect(loads).toBe(1);

  await page.route('**/version.txt*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'a-newer-build\n' }),
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  // Stored: the next navigation does not reload again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  expect(loads).toBe(2);
});

test('page views are counted, except on category and product pages', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('link', { name: 'Bakery' })
    .click();
  await expect(page).toHaveTitle('Bakery · Shopfront');
  await page.getByRole('link', { name: /^Basket:/ }).click();
  await expect(page).toHaveTitle('Basket · Shopfront');
  const views = await page.evaluate(() =>
    ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
      .filter((event) => event.event === 'page_view')
      .map((event) => event.page_path),
  );
  expect(views).toEqual(['/', '/basket']);
});
