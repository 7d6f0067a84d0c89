// Scroll positions as a shopper expects them: a screen opened from far down a list starts at its
// top, and Back returns to the place in the list.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

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
