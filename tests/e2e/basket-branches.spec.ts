// A Price comparison basket spanning several branches: lines grouped by
// branch, a clear way forward instead of "invalid config for market" at checkout, and an item
// count in units (twelve tins are twelve items; a per-kg line is one).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { addAtBranch, basketAtParowAndBellville } from './support/add-at-branch';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('a basket from two branches is grouped, and the shopper keeps one branch to check out', async ({
  page,
}) => {
  await basketAtParowAndBellville(page);
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
  await addAtBranch(page, {
    query: 'super maize meal',
    product: /Ubuntu Mills Super Maize Meal/,
    offerName: 'Ubuntu Mills Super Maize Meal 2.5 kg',
    branch: 'Mzansi Fresh Parow',
  });
  await page
    .getByRole('button', { name: /^Change Ubuntu Mills Super Maize Meal 2.5 kg/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ubuntu Mills Super Maize Meal 2.5 kg' });
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'More' }).click();
  await dialog.getByRole('button', { name: 'Update basket' }).click();
  await expect(cartButton(page)).toContainText('3 items');
  await addAtBranch(page, {
    query: 'beef mince',
    product: /Beef Mince/,
    offerName: 'Slaghuis Oupa Beef Mince (per kg)',
    branch: 'Mzansi Fresh Parow',
  });
  await expect(cartButton(page)).toContainText('4 items');
});
