// Pending order changes are the shopper's intent, kept by order id (not a copy of the order):
// they survive a reload, and an order changed in one tab shows the same figures in another tab's
// order page and history without a reload.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const MILK = 'Sunveld Low Fat Milk 1 l';

/** The milk line of the order being edited (3 litres at R 18.99 in `fullBasket`). */
const milkLine = (page: Page) =>
  page.getByRole('list', { name: 'Order items' }).getByRole('listitem', { name: MILK });

async function oneMoreMilk(page: Page) {
  await page.getByRole('button', { name: 'Update order' }).click();
  await milkLine(page).getByRole('button', { name: 'More' }).click();
  await expect(milkLine(page).getByTestId('modified-quantity')).toHaveText('Quantity: 4');
  await expect(page.getByText('Items after the changes: R 75.96')).toBeVisible();
}

test('a change in progress survives a reload, and the browser keeps only the intent', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await oneMoreMilk(page);

  await page.reload();
  await expect(milkLine(page).getByTestId('modified-quantity')).toHaveText('Quantity: 4');
  await expect(page.getByText('Items after the changes: R 75.96')).toBeVisible();
  // The order itself is unchanged until the shopper saves.
  await expect(page.getByLabel('Totals')).toContainText('R 56.97');

  const stored = await page.evaluate(() => localStorage.getItem('orders-v1') ?? '');
  const edits = (JSON.parse(stored) as { edits: Record<string, { changes: unknown[] }> }).edits;
  expect(Object.keys(edits)).toEqual([id]);
  expect(edits[id]!.changes).toEqual([
    { action: 'UPDATE', orderItemId: expect.any(String), quantity: 4 },
  ]);
  // No copy of the order: neither its lines' names nor its figures.
  expect(stored).not.toContain(MILK);
  expect(stored).not.toContain('5697');
});

test('an order saved in one tab shows the same figures in the other tab, page and history', async ({
  context,
}) => {
  const first = await context.newPage();
  const id = await orderPlaced(first);
  await openOrder(first, id);
  const reference = (await first.getByRole('heading', { level: 2 }).first().textContent())!;

  const second = await context.newPage();
  await second.goto(`/orders/${id}`);
  await expect(second.getByLabel('Totals')).toContainText('R 56.97');

  await oneMoreMilk(first);
  // The other tab shows the same changes in progress (one intent, shared by the tabs).
  await expect(milkLine(second).getByTestId('modified-quantity')).toHaveText('Quantity: 4');

  await first.getByRole('button', { name: 'Update order', exact: true }).click();
  const review = first.getByRole('region', { name: 'Check your changes' });
  await review.getByRole('button', { name: 'Confirm update' }).click();
  // R 18.99 more to pay by EFT: the first tab says so with the saved order.
  await expect(first.getByText('Items after the changes')).toHaveCount(0);
  await expect(first.getByRole('heading', { name: 'Pay R 75.96 by EFT' })).toBeVisible();
  await expect(first.getByLabel('Totals')).toContainText('R 75.96');

  // The second tab, not reloaded, shows the saved order: editing over, the new figures.
  await expect(second.getByText('Items after the changes')).toHaveCount(0);
  await expect(second.getByLabel('Totals')).toContainText('R 75.96');
  await expect(second.getByRole('listitem', { name: MILK }).getByText('Ordered 4')).toBeVisible();
  await second.getByRole('link', { name: 'All orders' }).click();
  const row = second.getByRole('link').filter({ hasText: reference });
  await expect(row).toContainText('R 75.96');
  await first.goto('/orders');
  await expect(first.getByRole('link').filter({ hasText: reference })).toContainText('R 75.96');
});
