// Buy again on a delivered and on a cancelled order: the basket is rebuilt from the
// branch's current offers, and an item it no longer sells is named instead of left out quietly.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  advanceOrder,
  cancelOnPage,
  checkoutDeliver,
  fullBasket,
  BREAD,
  graphql,
  MILK,
  orderOnServer,
  orderPlaced,
  placeAndPayWithPayGate,
  stageOffer,
} from './support-checkout';
import { openOrder } from './support/seed-order';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

/** Milk and bread in the basket. */
async function milkAndBread(page: Page): Promise<void> {
  await fullBasket(page);
  await addBySearch(page, 'white bread', 'Bread');
  await expect(cartButton(page)).toContainText('4 items');
}

/** The branch sells out of bread; Buy again names it and rebuilds the basket with the milk. */
async function buyAgainWithoutBread(page: Page, id: string): Promise<void> {
  const bread = (await orderOnServer(page.request, id)).items.find((item) =>
    item.name.includes('Bread'),
  );
  expect(bread).toBeDefined();
  await stageOffer(page.request, 'white bread', 'Bread', { out_of_stock: true });

  // What the gateway offers to buy again: the milk, and the bread named as gone.
  const again = await graphql<{
    viewer: { order: { buyAgain: { lines: unknown[]; unavailable: { name: string }[] } } };
  }>(
    page.request,
    'query ($id: ID!) { viewer { order(id: $id) { buyAgain { lines { offerId } unavailable { name } } } } }',
    { id },
  );
  expect(again.viewer.order.buyAgain.lines).toHaveLength(1);
  expect(again.viewer.order.buyAgain.unavailable).toEqual([{ name: bread!.name }]);

  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const lines = page.getByRole('list', { name: 'Basket items' });
  await expect(lines).toContainText('Sunveld Low Fat Milk 1 l');
  await expect(lines).not.toContainText(bread!.name);
  await expect(page.getByText(`No longer available: ${bread!.name}`)).toBeVisible();
  await expect(cartButton(page)).toContainText('3 items');
}

test('a delivered order is bought again, naming the item sold out since', async ({ page }) => {
  test.slow(); // basket, address search, checkout, the provider's page and back
  await milkAndBread(page);
  await checkoutDeliver(page);
  const id = await placeAndPayWithPayGate(page);
  await advanceOrder(page.request, id, 'delivered');
  await page.reload();
  await expect(page.locator('.order-head .pill')).toHaveText('Delivered');
  await buyAgainWithoutBread(page, id);
});

test('a cancelled order is bought again, naming the item sold out since', async ({ page }) => {
  const id = await orderPlaced(page, { lines: [MILK, BREAD] });
  await openOrder(page, id);
  await cancelOnPage(page);
  await buyAgainWithoutBread(page, id);
});
