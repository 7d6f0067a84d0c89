// An order edit whose answer is lost (the shop made it, the answer arrived cut off) and that the
// shopper confirms again is made once: the web resends the same idempotency key.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { addBySearch, orderPlaced, simOrigin } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

async function orderLines(page: Page, id: string): Promise<string[]> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query ($id: ID!) { viewer { order(id: $id) { items { name } } } }',
      variables: { id },
    },
  });
  const body = (await response.json()) as {
    data: { viewer: { order: { items: Array<{ name: string }> } } };
  };
  return body.data.viewer.order.items.map((item) => item.name);
}

test('confirming an edit again after its answer was lost adds the item once', async ({ page }) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Update order' }).click();
  await page.getByRole('button', { name: 'Add items' }).click();
  await addBySearch(page, 'white bread', 'Bread');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  const review = page.getByRole('region', { name: 'Check your changes' });
  await expect(review).toContainText('The new total is R ');

  const sim = await simOrigin(page.request);
  await page.request.post(`${sim}/sim/faults`, {
    data: [{ route: 'POST /api/v1/orders/{id}/modify', malformed: true, times: 1 }],
  });
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);
  expect(await orderLines(page, id)).toEqual([
    'Sunveld Low Fat Milk 1 l',
    expect.stringContaining('Bread'),
  ]);
});

async function modifyCalls(page: Page): Promise<number> {
  const response = await page.request.get(`${await simOrigin(page.request)}/sim/calls`);
  const { calls } = (await response.json()) as { calls: Record<string, number> };
  return calls['POST /api/v1/orders/{id}/modify'] ?? 0;
}

test('a reload after the answer was lost sends the confirmed save again: the order changes once', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Update order' }).click();
  await page.getByRole('button', { name: 'Add items' }).click();
  await addBySearch(page, 'white bread', 'Bread');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  const review = page.getByRole('region', { name: 'Check your changes' });
  await expect(review).toContainText('The new total is R ');
  const newTotal = (await review.textContent())!.match(/The new total is (R\s[\d.]+)/)![1]!;
  const before = await modifyCalls(page);

  const sim = await simOrigin(page.request);
  await page.request.post(`${sim}/sim/faults`, {
    data: [{ route: 'POST /api/v1/orders/{id}/modify', malformed: true, times: 1 }],
  });
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // The shop made the change; the shopper never heard. A reload: the confirmed save is sent
  // again with its key at once, and the page shows the order as it is, the bread in it once
  // (before, the bread was shown in the order and again under "Items to add", the items after
  // the changes counted it twice, and the shopper had to confirm again).
  expect(await modifyCalls(page)).toBe(before + 1);
  await page.reload();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);
  await expect(page.locator('dl[aria-label="Totals"] .total dd')).toHaveText(newTotal);
  await expect(page.getByRole('heading', { name: 'Items to add' })).toHaveCount(0);
  await expect(review).toHaveCount(0);

  // The bread is in the order once: the shop's total is the one the check showed, the legacy
  // API was asked to change the order once.
  expect(await orderLines(page, id)).toEqual([
    'Sunveld Low Fat Milk 1 l',
    expect.stringContaining('Bread'),
  ]);
  expect(await modifyCalls(page)).toBe(before + 1);
});
