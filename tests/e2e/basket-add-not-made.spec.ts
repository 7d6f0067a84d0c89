// A basket change the shop could not make says so: what was shown at once goes back, and the
// shopper is told why instead of finding the basket silently unchanged.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { simOrigin } from './support-checkout';
import { basketAtParowAndBellville } from './support/add-at-branch';
import { addFromSearch, cartButton, searchResult, shopperContext } from './support/shop';

test.use(shopperContext);

// A fault left in the simulator would fail the next journey on this shop.
test.afterEach(async ({ page }) => {
  const cleared = await page.request.delete(`${await simOrigin(page.request)}/sim/faults`);
  expect(cleared.ok()).toBe(true);
});

test('an Add the legacy shop fails is taken back, with a word why', async ({ page }) => {
  const name = 'Ubuntu Mills Super Maize Meal 2.5 kg';
  await page.goto(`/search?q=${encodeURIComponent('super maize meal')}`);
  const offer = searchResult(page, name);
  await offer.getByRole('button', { name: /^Add / }).click();
  const failing = await page.request.post(`${await simOrigin(page.request)}/sim/faults`, {
    data: [
      { route: 'GET /catalog/v1/sellables/{id}/offers', error_rate: 1, status: 500, times: 20 },
    ],
  });
  expect(failing.ok()).toBe(true);
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to basket' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'Your basket was not changed: the shop could not be reached. Try again.',
  );
  await expect(offer.getByRole('button', { name: /^Add / })).toBeVisible();
  await expect(cartButton(page)).toContainText('0 items');
  // The word "Basket" stands in for the figures only in a browser without scripts.
  await expect(cartButton(page).getByText('Basket', { exact: true })).toBeHidden();
});

test('a new quantity the shop cannot be told of goes back, with a word why', async ({
  page,
  context,
}) => {
  const name = 'Ubuntu Mills Super Maize Meal 2.5 kg';
  await addFromSearch(page, 'super maize meal', name);
  await page.goto('/basket');
  const quantity = page.getByRole('group', { name: `Quantity of ${name}` });
  await expect(quantity.getByRole('status', { name: 'Quantity' })).toHaveText('1');

  await context.setOffline(true);
  await quantity.getByRole('button', { name: 'More' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your basket was not changed' }),
  ).toHaveText('Your basket was not changed: the shop could not be reached. Try again.');
  await expect(quantity.getByRole('status', { name: 'Quantity' })).toHaveText('1');
  await context.setOffline(false);
});

test('keeping one branch offline changes neither the basket nor the branch, with a word why', async ({
  page,
  context,
}) => {
  await basketAtParowAndBellville(page);
  await page.goto('/basket');
  const notice = page.getByRole('region', { name: 'Your basket holds items from 2 branches' });
  await expect(notice).toBeVisible();

  await context.setOffline(true);
  const parow = page.getByRole('region', { name: 'Mzansi Fresh Parow' });
  await parow.getByRole('button', { name: 'Keep only these' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep these items' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your basket was not changed' }),
  ).toHaveText('Your basket was not changed: the shop could not be reached. Try again.');
  await expect(notice).toBeVisible();
  await expect(cartButton(page)).toContainText('2 items');
  await context.setOffline(false);
  // Half of "keep only" did not happen either: the shopper still shops where they were (Price
  // comparison: each item was added at its branch from the product's offers), not at Parow.
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();
});
