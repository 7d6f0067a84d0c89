// Order journeys: EFT, history, a collected order reviewed, a stock-short order edited and
// updated, and reorder after a timeout.
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import {
  addBySearch,
  advanceOrder,
  atConfirmationCollecting,
  BREAD,
  fullBasket,
  MILK,
  orderPlaced,
  placeOrder,
  simClockAdvance,
  simOrigin,
} from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

async function eftOrder(page: Page): Promise<string> {
  await atConfirmationCollecting(page);
  await placeOrder(page, 'EFT (bank transfer)');
  await expect(page.getByRole('heading', { name: 'Pay R 56.97 by EFT' })).toBeVisible();
  await expect(page.getByText('Account number', { exact: true })).toBeVisible();
  await expect(page.getByText('Reference', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  return /\/orders\/(\d+)/.exec(page.url())![1]!;
}

async function moneyArrives(page: Page, id: string) {
  const response = await page.request.post(
    `${await simOrigin(page.request)}/sim/orders/${id}/pay`,
    {
      data: { amount_in_cents: 5697 },
    },
  );
  expect(response.ok()).toBe(true);
}

test('EFT: bank details, the money arrives, the order is collected and reviewed', async ({
  page,
}) => {
  await fullBasket(page);
  const id = await eftOrder(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'collected');
  await page.reload();
  await expect(page.locator('.order-head .pill')).toHaveText('Collected');
  await expect(page.locator('.order-head .pill')).toHaveAttribute('data-colour', 'GREEN');

  // The review modal opens when the shopper asks; a comment only for 1 to 4 stars.
  const review = page.getByRole('dialog', { name: /^How was order/ });
  await expect(review).toHaveCount(0);
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(review).toBeVisible();
  await review.locator('label').filter({ hasText: '5 stars' }).click();
  await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(review.getByLabel('What could be better?')).toHaveCount(0);
  await review.locator('label').filter({ hasText: '3 stars' }).click();
  await review.getByLabel('What could be better?').fill('The milk was nearly expired');
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Review order' })).toHaveCount(0);

  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Orders' })).toContainText('Collected');
});

test('a stock-short order opens the open-orders modal at start, from one open-orders call', async ({
  page,
}) => {
  await fullBasket(page);
  const id = await eftOrder(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'stock_short');
  const sim = await simOrigin(page.request);
  await page.request.delete(`${sim}/sim/calls`);

  await page.goto('/');
  const open = page.getByRole('dialog', { name: 'Orders that need you' });
  await expect(open).toBeVisible();
  await expect(open.getByRole('link', { name: 'Show me' })).toHaveAttribute(
    'href',
    `/orders/${id}`,
  );
  await graphqlSettled(page);
  // The modals and the session check share one fetch: the legacy API is asked once.
  const { calls } = (await (await page.request.get(`${sim}/sim/calls`)).json()) as {
    calls: Record<string, number>;
  };
  const incomplete = Object.entries(calls)
    .filter(([route]) => route.endsWith('/orders/incomplete'))
    .reduce((sum, [, count]) => sum + count, 0);
  expect(incomplete).toBe(1);
});

test('history says when there are no orders yet', async ({ page }) => {
  await fullBasket(page);
  await page.goto('/orders');
  await expect(page.getByText('No orders placed yet')).toBeVisible();
});

test('a stock-short order: accept one item, remove another, add one, update', async ({ page }) => {
  // Milk, bread and the least tomatoes the dialog adds (0.250 kg), by EFT.
  const id = await orderPlaced(page, {
    lines: [MILK, { query: 'tomatoes', name: 'Tomatoes (per kg)', quantity: 0.25 }, BREAD],
  });
  const total = await page.request.post('/graphql', {
    data: { query: `{ viewer { order(id: "${id}") { payableBalanceInCents } } }` },
  });
  const balance = (
    (await total.json()) as { data: { viewer: { order: { payableBalanceInCents: number } } } }
  ).data.viewer.order.payableBalanceInCents;
  await page.request.post(`${await simOrigin(page.request)}/sim/orders/${id}/pay`, {
    data: { amount_in_cents: balance },
  });
  await advanceOrder(page.request, id, 'stock_short');
  // The open-orders modal points to it (from elsewhere: never on the order's own page).
  await page.goto('/');
  const open = page.getByRole('dialog', { name: 'Orders that need you' });
  await expect(open).toBeVisible();
  await open.getByRole('link', { name: 'Show me' }).click();
  await page.getByRole('button', { name: 'Update order' }).click();
  await expect(page.getByText(/^Updating order: /)).toBeVisible();
  const editedOrder = page.getByRole('link', { name: /^Order being updated:/ });
  await expect(editedOrder).toHaveAttribute('href', `/orders/${id}`);

  // Meanwhile the branch cannot change: the dialog says so, and home keeps the branch.
  await page.getByRole('link', { name: 'Shopfront home' }).click();
  const branch = page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' });
  await branch.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await expect(dialog).toContainText('Updating order, cannot change suppliers now');
  await expect(dialog.getByRole('button', { name: /Shop here|Stay here/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await page.getByRole('link', { name: 'Shopfront home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(branch).toBeVisible();
  await editedOrder.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));

  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Accept or remove every stock short item, then select "Update order"',
  );
  const items = page.getByRole('list', { name: 'Order items' });
  const short = items.getByRole('listitem').filter({ hasText: 'Stock short' }).first();
  await short.getByRole('button', { name: 'Accept' }).click();
  const other = items.getByRole('listitem').filter({ hasNotText: 'Stock short' }).first();
  await other.getByRole('button', { name: 'Remove' }).click();
  await expect(other.getByTestId('modified-quantity')).toHaveText('Removed');

  await page.getByRole('button', { name: 'Add items' }).click();
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByRole('list', { name: 'Items to add' })).toContainText('Sunveld');
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await page
    .getByRole('region', { name: 'Check your changes' })
    .getByRole('button', { name: 'Confirm update' })
    .click();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);
  await expect(page.locator('.order-head .pill')).not.toHaveText('Stock short');
});

test('an unpaid order times out; reorder rebuilds the basket', async ({ page }) => {
  // A card order left unpaid.
  const id = await orderPlaced(page, { provider: 'YOCO' });
  await simClockAdvance(page.request, 61 * 60 * 1000);
  await advanceOrder(page.request, id, 'abandoned');
  await page.goto(`/orders/${id}`);
  const modal = page.getByRole('dialog', { name: /timed out$/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(cartButton(page)).toContainText('R 56.97');
});
