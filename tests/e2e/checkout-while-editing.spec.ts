// A new basket cannot be checked out while an order is being updated (noticed in
// review): the checkout says which order is being updated and offers to go back to it or to stop
// updating it; it never places a second order under a lingering "Updating order" banner.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { addBySearch, graphql, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

async function orderCount(page: Page): Promise<number> {
  const data = await graphql<{ viewer: { orders: { totalCount: number } } }>(
    page.request,
    '{ viewer { orders { totalCount } } }',
  );
  return data.viewer.orders.totalCount;
}

/** An EFT order being updated, with bread in a new basket; the order's id and reference. */
async function editingWithABasket(page: Page) {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  const reference = (await page.locator('#order-heading').innerText()).trim();
  await addBySearch(page, 'white bread', 'Bread');
  await expect(cartButton(page)).toContainText('1 item');
  await page.goto(`/orders/${id}`);
  await page.getByRole('button', { name: 'Update order' }).click();
  await expect(page.getByText(`Updating order: ${reference}`)).toBeVisible();
  return { id, reference };
}

test('checking out a basket while updating an order is refused until the update is left', async ({
  page,
}) => {
  test.slow(); // an order placed, a second basket, the checkout twice
  const { id, reference } = await editingWithABasket(page);
  await page.goto('/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();

  const refusal = page
    .getByRole('alert')
    .filter({ hasText: `You are updating order ${reference}` });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Collect at/ })).toHaveCount(0);

  // Back to the order: still being updated there.
  await refusal.getByRole('link', { name: `Back to order ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('button', { name: 'Stop updating' })).toBeVisible();

  // Or stop updating it, and the checkout goes on with the basket.
  await page.goto('/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('button', { name: `Stop updating ${reference} and check out` }).click();
  await expect(page.getByText(`Updating order: ${reference}`)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Collect at/ })).toBeVisible();
  expect(await orderCount(page)).toBe(1);
});
