// Buy again on a past order: the basket is rebuilt from the current offers at the
// order's branch (what it no longer sells is named: see tests/integration/buy-again.test.ts).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('a collected order is bought again at its branch', async ({ page }) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'collected');
  await openOrder(page, id);
  // Collected: no review prompt over the order's page (the shopper asks for it there).
  await expect(page.getByRole('button', { name: 'Review order' })).toBeVisible();

  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(
    'Sunveld Low Fat Milk 1 l',
  );
  await expect(cartButton(page)).toContainText('3 items');
});
