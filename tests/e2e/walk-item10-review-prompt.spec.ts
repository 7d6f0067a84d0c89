// The prompt to review a collected order never interrupts what the shopper is doing: not while
// they add items to an order being updated ("Add items" takes them to the shop), not while they
// browse (search, a product's add-to-basket dialog). It asks on the home page, where a visit
// starts, when nothing else is open (ADR 0064).
import { expect, type APIRequestContext } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import {
  addBySearch,
  advanceOrder,
  MILK,
  resetSim,
  signInThroughApi,
  simOrigin,
  THANDI,
} from './support-checkout';
import { openOrder, placeOrderThroughApi } from './support/seed-order';
import { PAROW } from './support/seed';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const REVIEW = /^How was order SF-/;

/** An order paid and collected, waiting for its review. */
async function collectedOrder(request: APIRequestContext, id: string): Promise<void> {
  const order = await request.post('/graphql', {
    data: { query: `{ viewer { order(id: "${id}") { totalInCents } } }` },
  });
  const { totalInCents } = (await order.json()).data.viewer.order as { totalInCents: number };
  const paid = await request.post(`${await simOrigin(request)}/sim/orders/${id}/pay`, {
    data: { amount_in_cents: totalInCents },
  });
  expect(paid.ok()).toBe(true);
  await advanceOrder(request, id, 'collected');
}

test('no review prompt while adding items to the order being updated', async ({ page }) => {
  await resetSim(page.request);
  await signInThroughApi(page.request, THANDI);
  const toReview = await placeOrderThroughApi(page, {
    branch: PAROW,
    lines: [MILK],
    provider: 'CASH',
  });
  await collectedOrder(page.request, toReview);
  const pending = await placeOrderThroughApi(page, {
    branch: PAROW,
    lines: [MILK],
    provider: 'OFFLINE_EFT',
  });

  await openOrder(page, pending);
  await page.getByRole('button', { name: 'Update order' }).click();
  await page.getByRole('button', { name: 'Add items' }).click();
  await expect(page).toHaveURL(/\/$/);
  await graphqlSettled(page);
  await expect(page.getByRole('dialog', { name: REVIEW })).toHaveCount(0);
  await addBySearch(page, 'tomatoes', 'Tomatoes (per kg)');
  await expect(page).toHaveURL(new RegExp(`/orders/${pending}$`));
  await graphqlSettled(page);
  await expect(page.getByRole('dialog', { name: REVIEW })).toHaveCount(0);
  // 3 litres of milk and a weighed item: 4 items, as the basket would count them.
  await expect(page.getByTestId('cart-button')).toContainText(/ · 4 items$/);
});

test('no review prompt while browsing or over the add-to-basket dialog; home asks', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request, THANDI);
  const toReview = await placeOrderThroughApi(page, {
    branch: PAROW,
    lines: [MILK],
    provider: 'CASH',
  });
  await collectedOrder(page.request, toReview);

  // Searching: the results and their Add buttons, nothing over them.
  await page.goto('/search?q=tomatoes');
  await graphqlSettled(page);
  await expect(page.getByRole('dialog', { name: REVIEW })).toHaveCount(0);
  const item = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: 'Tomatoes (per kg)' })
    .first();
  await item.getByRole('button', { name: /^Add / }).click();
  const adding = page.getByRole('dialog', { name: 'Tomatoes (per kg)' });
  await expect(adding).toBeVisible();
  await graphqlSettled(page);
  await expect(page.getByRole('dialog', { name: REVIEW })).toHaveCount(0);
  await adding.getByRole('button', { name: 'Add to basket' }).click();
  await expect(adding).toBeHidden();
  await graphqlSettled(page);
  // Still browsing: nothing pops up over the results.
  await expect(page.getByRole('dialog', { name: REVIEW })).toHaveCount(0);
  // Back on the home page, with nothing else open, the shop asks.
  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page.getByRole('dialog', { name: REVIEW })).toBeVisible();
});
