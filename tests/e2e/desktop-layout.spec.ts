// A desktop uses its width: the catalogue shows a grid of 4 to 6 cards a row at 1366 px, while a
// phone keeps one card a row and the checkout forms keep the narrow column.
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

/** How many of the list's items sit on its first row. */
async function firstRowCount(list: Locator): Promise<number> {
  const tops = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe('desktop', () => {
  test.use({ ...shopperContext, viewport: { width: 1366, height: 900 }, isMobile: false });

  test('search results fill a grid of 4 to 6 cards a row', async ({ page }) => {
    await page.goto('/search?q=milk');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').nth(6)).toBeVisible();
    const perRow = await firstRowCount(results);
    expect(perRow).toBeGreaterThanOrEqual(4);
    expect(perRow).toBeLessThanOrEqual(6);
  });

  test('home shows two banners a row, and the categories start above the fold', async ({
    page,
  }) => {
    await page.goto('/');
    const banners = page.getByRole('list', { name: 'Banners' });
    await expect(banners.getByRole('listitem').first()).toBeVisible();
    expect(await firstRowCount(banners)).toBeGreaterThanOrEqual(2);
    const box = await banners.getByRole('listitem').first().boundingBox();
    expect(box!.width).toBeLessThan(700);
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories).toBeInViewport();
  });
});

test.describe('phone', () => {
  test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

  test('search results stay one card a row, each Add button clear of the text', async ({
    page,
  }) => {
    await page.goto('/search?q=milk');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').nth(3)).toBeVisible();
    expect(await firstRowCount(results)).toBe(1);
    // The first card's Add button takes a click (nothing overlaps it).
    await results.getByRole('listitem').first().getByRole('button', { name: /^Add / }).click({
      trial: true,
    });
  });
});
