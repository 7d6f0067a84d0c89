// Scroll positions as a shopper expects them: a screen opened from far down a list starts at its
// top, and Back returns to the place in the list.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';

test.use(shopperContext);

test('a product opened from far down a category starts at its top; Back returns to the list where it was', async ({
  page,
}) => {
  await page.goto('/category/1');
  const products = page.locator('main a[href^="/product/"]');
  // Past the category's first page: "Show more" loads the next one once scrolled to (ADR 0080).
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(products.nth(30)).toBeVisible();
  const target = products.nth(30);
  await target.scrollIntoViewIfNeeded();
  const listY = await page.evaluate(() => window.scrollY);
  expect(listY).toBeGreaterThan(1000);

  await target.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/1$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - listY))
    .toBeLessThan(40);
  await expect(target).toBeInViewport();
});

test('a page loaded afresh opens at its top, not where the page before it was', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // A new document (a typed address, a form's post): its first history entry has the same key
  // as the last document's, under which ScrollRestoration had saved 1 500.
  await page.goto('/product/1');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
