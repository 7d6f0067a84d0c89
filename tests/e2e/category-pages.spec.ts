// A category's products a page at a time. The category page rendered every product at once
// (Pantry Staples at Parow: 66 tiles, 188 000 characters of HTML and about 50 ms of the server's
// CPU per uncached render, most of it the Apollo cache taking in all 66); it now shows twenty,
// and "Show more" the next twenty: in place with the scripts (also by itself when scrolled to), and
// without them a form asking the server for `?shown=40`, up to a hundred (ADR 0080).
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { PAROW, shopsAt } from './support/seed';
import { hydrated, shopperContext } from './support/shop';

test.use({ ...shopperContext, javaScriptEnabled: false });

const tilesOf = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

/** Pantry Staples at Parow as it opens: its tiles, and the names of the first twenty. */
async function openPantryStaples(page: Page) {
  await shopsAt(page, PAROW);
  await page.goto('/category/1');
  const tiles = tilesOf(page);
  await expect(tiles).toHaveCount(20);
  return { tiles, first: await namesOf(tiles) };
}

const namesOf = (tiles: Locator) => tiles.locator('.product-tile-name').allTextContents();

test('without the scripts, "Show more" leads to the next twenty products, at the first of them', async ({
  page,
}) => {
  const { tiles, first } = await openPantryStaples(page);

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(/\/category\/1\?shown=40#product-21$/);
  await expect(tiles).toHaveCount(40);
  expect((await namesOf(tiles)).slice(0, 20)).toEqual(first);
  for (const tile of await tiles.all()) await expect(tile).toContainText(/R\s\d+\.\d\d/);
  await expect(tiles.nth(20)).toHaveAttribute('id', 'product-21');
  await expect(tiles.nth(20)).toBeInViewport();
  // Below the sticky toolbar, not behind it.
  const toolbar = await page.getByRole('banner').boundingBox();
  expect((await tiles.nth(20).boundingBox())!.y).toBeGreaterThanOrEqual(
    toolbar!.y + toolbar!.height,
  );
  await expect(page).toHaveTitle(/^Pantry Staples · /);

  // Pantry Staples has 66 products at Parow: the fourth page is the last, with no "Show more".
  await page.goto('/category/1?shown=80');
  await expect(tiles).toHaveCount(66);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('a category address asking for a number that is none shows the first twenty', async ({
  page,
}) => {
  await shopsAt(page, PAROW);
  for (const shown of ['two', '-20', '100000', '']) {
    await page.goto(`/category/1?shown=${shown}`);
    await expect(tilesOf(page)).toHaveCount(20);
  }
  // Past a hundred, the most one page holds: a hundred, here all 66.
  await page.goto('/category/1?shown=500');
  await expect(tilesOf(page)).toHaveCount(66);
});

test.describe('with the scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('scrolling to "Show more" adds the next twenty in place, and on to the end', async ({
    page,
  }) => {
    const { tiles, first } = await openPantryStaples(page);
    // "Show more" loads by itself once in view (a tap would race that load).
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(40);
    expect((await namesOf(tiles)).slice(0, 20)).toEqual(first);
    await expect(page).toHaveURL(/\/category\/1$/);
    for (let count = 40; count < 66; count += 20) {
      await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
      await expect(tiles).toHaveCount(Math.min(count + 20, 66));
    }
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    const names = await namesOf(tiles);
    expect(new Set(names).size).toBe(66);
  });

  test('a page showing forty keeps them, and adds forty more in place', async ({ page }) => {
    await shopsAt(page, PAROW);
    await page.goto('/category/1?shown=40');
    const tiles = tilesOf(page);
    await expect(tiles).toHaveCount(40);
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(66);
    await expect(page).toHaveURL(/\/category\/1\?shown=40$/);
  });

  test('a next page that could not be loaded says so, and Show more tries again', async ({
    page,
  }) => {
    const { tiles } = await openPantryStaples(page);
    await hydrated(page);
    // The next page's request fails (the connection dropped on its way).
    await page.route(/\/graphql/, (route) =>
      route.request().postData()?.includes('CategoryMoreProducts') ||
      route.request().url().includes('CategoryMoreProducts')
        ? route.abort('internetdisconnected')
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByText('More could not be loaded. Check your connection and try again.'),
    ).toBeVisible();
    await expect(tiles).toHaveCount(20);

    await page.unroute(/\/graphql/);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(tiles).toHaveCount(40);
    await expect(page.getByText('More could not be loaded', { exact: false })).toHaveCount(0);
  });
});
