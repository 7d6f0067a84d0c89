// A Price comparison basket spanning several branches: lines grouped by
// branch, a clear way forward instead of "invalid config for market" at checkout, and an item
// count in units (twelve tins are twelve items; a per-kg line is one).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { cartButton, graphqlRequest, shopperContext } from './support/shop';

test.use(shopperContext);

/**
 * Adds the offer of this name sold at this branch: a market-mode search shows each product once
 * (its cheapest offer), so the shopper opens the product and picks the branch's row there.
 */
async function addAt(page: Page, query: string, product: RegExp, name: string, branch: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: product })
    .first()
    .click();
  await page.getByRole('button', { name: `Add ${name} at ${branch} to basket` }).click();
  // The page shows the line at once; the gateway keeps it when its answer is in, and the next
  // page load would cut that answer off: a visitor's first one carries the basket's cookie.
  const kept = page.waitForResponse(
    (response) => graphqlRequest(response.request())?.operationName === 'SetBasketLines',
  );
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to basket' }).click();
  await expect(
    page.getByRole('button', { name: `Change ${name} at ${branch} in basket` }),
  ).toBeVisible();
  expect((await kept).ok()).toBe(true);
}

test('a basket from two branches is grouped, and the shopper keeps one branch to check out', async ({
  page,
}) => {
  await page.goto('/');
  await addAt(
    page,
    'super maize meal',
    /Ubuntu Mills Super Maize Meal/,
    'Ubuntu Mills Super Maize Meal 2.5 kg',
    'Mzansi Fresh Parow',
  );
  await addAt(
    page,
    'super maize meal',
    /Ubuntu Mills Super Maize Meal/,
    'Ubuntu Mills Super Maize Meal 2.5 kg',
    'Boland Bulk Bellville',
  );
  await cartButton(page).click();

  const notice = page.getByRole('region', { name: 'Your basket holds items from 2 branches' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Compare and choose a branch' })).toHaveAttribute(
    'href',
    '/basket/compare',
  );
  await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Items from Mzansi Fresh Parow' })).toBeVisible();
  const bellville = page.getByRole('region', { name: 'Boland Bulk Bellville' });
  await expect(bellville).toContainText('1 item');

  await bellville.getByRole('button', { name: 'Keep only these' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep these items' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(
    'Ubuntu Mills Super Maize Meal 2.5 kg',
  );
  await expect(cartButton(page)).toContainText('1 item');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Branch: Boland Bulk Bellville. Change branch' }),
  ).toBeVisible();
});

test('the item count counts units, and a per-kg line once', async ({ page }) => {
  await page.goto('/');
  await addAt(
    page,
    'super maize meal',
    /Ubuntu Mills Super Maize Meal/,
    'Ubuntu Mills Super Maize Meal 2.5 kg',
    'Mzansi Fresh Parow',
  );
  await page
    .getByRole('button', { name: /^Change Ubuntu Mills Super Maize Meal 2.5 kg/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ubuntu Mills Super Maize Meal 2.5 kg' });
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'Update basket' }).click();
  await expect(cartButton(page)).toContainText('3 items');
  await addAt(
    page,
    'beef mince',
    /Beef Mince/,
    'Slaghuis Oupa Beef Mince (per kg)',
    'Mzansi Fresh Parow',
  );
  await expect(cartButton(page)).toContainText('4 items');
});
