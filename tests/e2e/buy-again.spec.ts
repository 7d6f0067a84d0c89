// Buy again on a past order: the order's items are added to the basket at their current offers at
// the order's branch (what it no longer sells is named: see tests/integration/buy-again.test.ts);
// what the basket held stays (docs/adr/0035-buy-again-adds-to-the-basket.md).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, BREAD, MILK, moneyArrives, orderPlaced } from './support-checkout';
import { PAROW, seedBasket } from './support/seed';
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

test('buying again adds the order to what the basket holds, without asking to replace it', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'collected');
  // The next shop has started: bread in the basket, and two more litres of milk.
  await seedBasket(page, PAROW, [BREAD, { ...MILK, quantity: 2 }]);
  await openOrder(page, id);

  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByRole('dialog', { name: 'Replace your basket?' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/basket$/);
  const basket = page.getByRole('list', { name: 'Basket items' });
  await expect(basket).toContainText(BREAD.name);
  await expect(basket).toContainText(MILK.name);
  // 1 bread, and 2 + 3 litres of milk.
  await expect(cartButton(page)).toContainText('6 items');
});
