// A branch's combos on a phone: each combo once, at the price paid now (Spring Clean Combo at
// Parow is on special, R 111.99 instead of R 150.99), and Add puts that price in the basket.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('a combo on special is listed once, and Add adds the price shown', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/combos');
  const springClean = page
    .getByRole('list', { name: 'Combos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Spring Clean Combo', exact: true }) });
  await expect(springClean).toHaveCount(1);
  await expect(springClean.locator('.price-now')).toHaveText('R 111.99');
  await springClean.getByRole('button', { name: /^Add / }).click();
  const dialog = page.getByRole('dialog', { name: 'Spring Clean Combo' });
  await dialog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Basket: R 111.99 1 item');
});
