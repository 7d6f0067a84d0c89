// A branch's search results past the first page, with JavaScript off. "Show more" was the
// scripts' alone (it asks for the next page in place), so without them a search showed its first
// twenty results and no way to the rest. It is now a form that asks the server for twenty more
// (`?shown=40`, up to a hundred), which the hydrated app answers in place as before.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { PAROW, shopsAt } from './support/seed';
import { hydrated, shopperContext } from './support/shop';

test.use({ ...shopperContext, javaScriptEnabled: false });

test('"Show more" leads to the next twenty results, at the first of them', async ({ page }) => {
  await shopsAt(page, PAROW);
  await page.goto('/search?q=milk');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  const first = await results.locator('h3').allTextContents();

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(/\/search\?q=milk&shown=40#result-21$/);
  // Milk at Parow is 26 offers: the first twenty as before, then six more, each with its price,
  // the page scrolled to the first new one.
  await expect(results).toHaveCount(26);
  expect((await results.locator('h3').allTextContents()).slice(0, 20)).toEqual(first);
  for (const item of await results.all()) await expect(item).toContainText(/R\s\d+\.\d\d/);
  await expect(results.nth(20)).toHaveAttribute('id', 'result-21');
  await expect(results.nth(20)).toBeInViewport();
  // Below the sticky toolbar, not behind it.
  const toolbar = await page.getByRole('banner').boundingBox();
  expect((await results.nth(20).boundingBox())!.y).toBeGreaterThanOrEqual(
    toolbar!.y + toolbar!.height,
  );
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('an address asking for more than there are, or for a number that is none, reads', async ({
  page,
}) => {
  await shopsAt(page, PAROW);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await page.goto('/search?q=milk&shown=100');
  await expect(results).toHaveCount(26);
  for (const shown of ['two', '-20', '100000']) {
    await page.goto(`/search?q=milk&shown=${shown}`);
    await expect(results).toHaveCount(20);
  }
});

test.describe('with the scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('a page showing forty results keeps them, and "Show more" adds forty more in place', async ({
    page,
  }) => {
    await shopsAt(page, PAROW);
    await page.goto('/search?q=a&shown=40');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(40);
    const first = await results.locator('h3').allTextContents();
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(results).toHaveCount(80);
    await expect(page).toHaveURL(/\/search\?q=a&shown=40$/);
    expect((await results.locator('h3').allTextContents()).slice(0, 40)).toEqual(first);
  });

  test('a next page that could not be loaded says so, and Show more tries again', async ({
    page,
  }) => {
    await shopsAt(page, PAROW);
    await page.goto('/search?q=a');
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(20);
    await hydrated(page);
    // The second page's request fails (the connection dropped on its way).
    const secondPage = (url: URL) =>
      url.pathname === '/graphql' && /"page":2/.test(url.searchParams.get('variables') ?? '');
    await page.route(secondPage, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('alert')).toHaveText(
      'More could not be loaded. Check your connection and try again.',
    );
    await expect(results).toHaveCount(20);

    await page.unroute(secondPage);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(results).toHaveCount(40);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
