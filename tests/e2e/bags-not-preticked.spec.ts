// Bags are not pre-ticked from the last order: a shopper who asked for bags once
// starts the next checkout without them, and the server records each order's own choice.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  atConfirmationCollecting,
  fullBasket,
  graphql,
  newestOrderId,
  placeOrder,
} from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

async function bagsOnServer(page: Page, id: string) {
  const data = await graphql<{ viewer: { order: { requiresBags: boolean; bagQuantity: number } } }>(
    page.request,
    'query ($id: ID!) { viewer { order(id: $id) { requiresBags bagQuantity } } }',
    { id },
  );
  return data.viewer.order;
}

test('bags asked for on one order are not ticked on the next', async ({ page }) => {
  test.slow(); // two baskets and two checkouts
  await fullBasket(page);
  await atConfirmationCollecting(page);
  const bags = page.getByRole('checkbox', { name: /Add plastic bags/ });
  await expect(bags).not.toBeChecked();
  await bags.check();
  await page.getByLabel('Number of bags').fill('2');
  await placeOrder(page, 'EFT (bank transfer)');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const first = await newestOrderId(page.request);
  expect(await bagsOnServer(page, first)).toEqual({ requiresBags: true, bagQuantity: 2 });

  // The next basket and checkout.
  await page.goto('/');
  // More than the shopper's R 50 wallet credit, so a payment method is still chosen.
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l', 3);
  await expect(cartButton(page)).toContainText('3 items');
  await atConfirmationCollecting(page);
  await expect(bags).not.toBeChecked();
  await expect(page.getByLabel('Number of bags')).toHaveCount(0);
  await expect(page.getByText('Plastic bags', { exact: true })).toHaveCount(0);
  await placeOrder(page, 'EFT (bank transfer)');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const second = await newestOrderId(page.request);
  expect(second).not.toBe(first);
  expect(await bagsOnServer(page, second)).toEqual({ requiresBags: false, bagQuantity: 0 });
});
