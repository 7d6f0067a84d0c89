// Order history cards: each shows how many items the order has (counted as the basket counts
// them: 3 litres of milk are 3 items, as they were in the basket) and a picture; an order that
// does not exist is not found and leads back to the history.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { orderPlaced, signIn } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a history card shows the item count and a thumbnail', async ({ page }) => {
  await orderPlaced(page);
  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  // 3 litres of milk, one line: "3 items", as the basket said before ordering.
  await expect(card).toContainText('3 items');
  const thumb = card.locator('img.order-row-thumb');
  await expect(thumb).toHaveAttribute('src', /\/media\//);
});

test('an order that does not exist is not found and links to the order history', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/orders/99999');
  await expect(page.getByText('This order was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See your order history' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
