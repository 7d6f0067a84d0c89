// Finding things: search from the home page's toolbar in every mode; in Price
// comparison mode the search, promotions, stokvel and combos span the nearby branches and name
// the branch; every product card opens its product page, whose market-mode prices are one
// compact row per branch; a search that finds nothing suggests categories.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, graphqlRequest, shopperContext } from './support/shop';

test.use(shopperContext);

const marketMode = (page: Page) =>
  expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();

test('Price comparison: search from the home toolbar spans the nearby branches and opens a product', async ({
  page,
}) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) operations.push(operation);
  });
  await page.goto('/');
  await marketMode(page);
  const toolbarSearch = page.getByRole('search', { name: 'Search the shop' });
  await toolbarSearch.getByRole('searchbox').fill('melk');
  await toolbarSearch.getByRole('searchbox').press('Enter');

  await expect(page).toHaveURL(/\/search\?q=melk$/);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toBeVisible();
  // Each product once, with its cheapest branch and how many branches sell it.
  await expect(results.first()).toContainText(/Cheapest of \d+|Only here/);
  await expect(results.first().locator('.offer-supplier')).not.toBeEmpty();
  expect(operations).toContain('NearbyProductSearch');
  expect(operations).not.toContain('OfferSearch');

  const name = (await results.first().getByRole('heading').textContent())!.trim();
  await results.first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Prices at every branch' })).toBeVisible();
  const rows = page.getByRole('list', { name: /^Offers for / }).getByRole('listitem');
  expect(await rows.count()).toBeGreaterThan(1);
  // The cheapest of each pack (of a product in several, also the cheapest per litre or kg).
  await expect(rows.filter({ hasText: 'Cheapest' }).first()).toBeVisible();
  // Compact: no picture per branch, and Add names the branch.
  await expect(rows.first().getByRole('img')).toHaveCount(0);
  await expect(
    rows.first().getByRole('button', { name: /^Add .+ at .+ to basket$/ }),
  ).toBeVisible();
  await expect(page.locator('.product-description')).toContainText(/Sold in|Sold by the kg/);
});

test('Price comparison: promotions, stokvel and combos list the nearby branches’ offers', async ({
  page,
}) => {
  for (const [path, list] of [
    ['/promotions', 'Promotions'],
    ['/stokvel', 'Stokvel offers'],
    ['/combos', 'Combos'],
  ] as const) {
    await page.goto(path);
    await marketMode(page);
    await expect(
      page.getByText(/\d+ offers at the branches near you, cheapest first\./),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('.offer-supplier')).not.toBeEmpty();
    await expect(cards.first()).toContainText(/\d+[.,]\d km/);
    await expect(page.getByText('Choose a branch to see its offers.')).toHaveCount(0);
  }
});

async function openFirstCard(page: Page, path: string, list: string, heading: string) {
  await page.goto(path);
  const card = page.getByRole('list', { name: list, exact: true }).getByRole('listitem').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name }).click();
  await expect(page, `${list} card`).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Offers for / }).first()).toContainText(
    heading === 'Buy it here' ? name : /R\s\d+\.\d\d/,
  );
}

test('every product card opens its product page: home, search, promotions, stokvel', async ({
  page,
}) => {
  await page.goto('/');
  await marketMode(page);
  await openFirstCard(page, '/', 'Popular products', 'Prices at every branch');
  await openFirstCard(page, '/stokvel', 'Stokvel offers', 'Prices at every branch');
  await openFirstCard(page, '/promotions', 'Promotions', 'Prices at every branch');

  await chooseBranch(page, 'Kaap Spens Goodwood');
  await openFirstCard(page, '/', 'Popular products', 'Buy it here');
  await openFirstCard(page, '/search?q=maize', 'Search results', 'Buy it here');
  await openFirstCard(page, '/promotions', 'Promotions', 'Buy it here');
});

test('a search that finds nothing suggests categories to browse', async ({ page }) => {
  await page.goto('/search?q=xylophone');
  await expect(page.getByRole('status')).toContainText('"xylophone" did not return any results');
  const suggested = page.getByRole('region', { name: 'Browse a category instead' });
  await expect(suggested.getByRole('link').first()).toBeVisible();
  await suggested.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('search results show at least six products a screen', async ({ page }) => {
    await page.goto('/');
    await chooseBranch(page, 'Mzansi Fresh Parow');
    await page.goto('/search?q=milk');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(cards.nth(6)).toBeVisible();
    const fullyShown = await cards.evaluateAll(
      (items) =>
        items.filter((item) => {
          const box = item.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(fullyShown).toBeGreaterThanOrEqual(6);
  });
});

test('a product or category address with a malformed id says it was not found', async ({
  page,
}) => {
  await page.goto('/product/abc');
  await expect(page.getByText('This product was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.goto('/category/0x1');
  await expect(page.getByText('This category was not found.')).toBeVisible();
});
