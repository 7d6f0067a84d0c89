// Search as you type: typing in the toolbar's search field shows results without
// pressing Enter, once the shopper pauses (debounced: one search for the word, none for the
// letters on the way), in Price comparison mode too; the field stays the same one on the search
// page; recent searches come back in one tap; a search that finds nothing suggests categories;
// "maize" ranks maize meal before baby cereal; the Afrikaans "mieliemeel" finds maize meal.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, graphqlRequest, shopperContext } from './support/shop';

test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

const field = (page: Page) =>
  page.getByRole('search', { name: 'Search the shop' }).getByRole('searchbox');
const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

/** The words of every search the page asked the gateway for. */
function searchesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request);
    if (operation && /Search$/.test(operation.operationName)) {
      asked.push(String(operation.variables.query));
    }
  });
  return asked;
}

async function typeWithTimeStopped(page: Page, text: string) {
  // Time stands still while the shopper types: only the pause afterwards may search.
  await page.clock.pauseAt(Date.now() + 60_000);
  await field(page).pressSequentially(text);
  await expect(page).toHaveURL(/\/$/);
  await page.clock.runFor(300);
  await page.clock.resume();
}

test('a chosen branch: typing on the home page shows its results, no Enter needed', async ({
  page,
}) => {
  const asked = searchesAsked(page);
  await page.clock.install();
  await page.goto('/');
  await chooseBranch(page, 'Kaap Spens Goodwood');
  await typeWithTimeStopped(page, 'maize');

  await expect(page).toHaveURL(/\/search\?q=maize$/);
  await expect(results(page).first()).toBeVisible();
  expect(asked).toEqual(['maize']);
  // The same field, still in the shopper's hands: typing on refines the search.
  await expect(field(page)).toBeFocused();
  await field(page).pressSequentially(' meal');
  await expect(page).toHaveURL(/\/search\?q=maize\+meal$/);
  await expect(results(page).first()).toContainText('Maize Meal');
  // Replaced as it was refined: back goes to the home page, not to each word typed.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('Price comparison: typing searches across the nearby branches', async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation?.endsWith('Search')) operations.push(operation);
  });
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();
  await field(page).fill('melk');

  await expect(page).toHaveURL(/\/search\?q=melk$/);
  await expect(results(page).first()).toContainText(/Cheapest of \d+|Only here/);
  await expect(results(page).first().locator('.offer-supplier')).not.toBeEmpty();
  expect(operations).toContain('NearbyProductSearch');
  expect(operations).not.toContain('OfferSearch');
});

test('"maize" shows maize meal before baby cereal; "mieliemeel" finds maize meal', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await field(page).fill('maize');
  await expect(page).toHaveURL(/\/search\?q=maize$/);
  await expect(results(page).first()).toBeVisible();
  const names = await results(page).getByRole('heading').allTextContents();
  const lastMeal = names.findLastIndex((name) => /Maize Meal/.test(name));
  const firstCereal = names.findIndex((name) => /Baby Cereal/.test(name));
  expect(lastMeal, names.join('\n')).toBeGreaterThanOrEqual(0);
  expect(firstCereal, names.join('\n')).toBeGreaterThan(lastMeal);

  await field(page).fill('mieliemeel');
  await expect(page).toHaveURL(/\/search\?q=mieliemeel$/);
  await expect(results(page).first()).toContainText('Maize Meal');
});

test('recent searches: what was searched comes back in one tap, without pressing Enter', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await typeWithTimeStopped(page, 'rooibos');
  await expect(results(page).first()).toBeVisible();
  // The results stayed on screen: the search is remembered.
  await page.clock.runFor(2_000);

  await field(page).fill('');
  await expect(page).toHaveURL(/\/search$/);
  const recent = page.getByRole('list', { name: 'Recent searches' });
  await expect(recent.getByRole('button')).toHaveText(['rooibos']);
  await recent.getByRole('button', { name: 'rooibos' }).click();
  await expect(field(page)).toHaveValue('rooibos');
  await expect(page).toHaveURL(/\/search\?q=rooibos$/);
  await expect(results(page).first()).toBeVisible();
});

test('a search that finds nothing suggests categories to browse', async ({ page }) => {
  await page.goto('/');
  await field(page).fill('xylophone');
  await expect(page.getByRole('status').filter({ hasText: 'xylophone' })).toContainText(
    '"xylophone" did not return any results',
  );
  const suggested = page.getByRole('region', { name: 'Browse a category instead' });
  await expect(suggested.getByRole('link').first()).toBeVisible();
  await suggested.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
});
