// Prompts about open orders: a dismissed order comes back when its state changes
// (seen per order and state, not per order forever), never on that order's own page; the timeout
// dialog with Reorder shows for a timed-out order wherever the shopper is.
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { advanceOrder, orderPlaced, simClockAdvance, simOrigin } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** Waits for the shell to settle, then says whether the open-orders prompt is up. */
async function openOrdersPrompt(page: Page) {
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await graphqlSettled(page);
  return page.getByRole('dialog', { name: 'Orders that need you' });
}

test('a dismissed order comes back when its state changes, and never on its own page', async ({
  page,
}) => {
  // A card order left unpaid: pending payment.
  const id = await orderPlaced(page, { provider: 'YOCO' });

  // On its own page: no prompt about it.
  await page.goto(`/orders/${id}`);
  await expect(await openOrdersPrompt(page)).toHaveCount(0);

  await page.goto('/');
  const prompt = await openOrdersPrompt(page);
  await expect(prompt.getByRole('link', { name: 'Show me' })).toHaveAttribute(
    'href',
    `/orders/${id}`,
  );
  await prompt.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(await openOrdersPrompt(page)).toHaveCount(0);

  // The money arrives and the packer finds items short: a new state, a new prompt.
  await page.request.post(`${await simOrigin(page.request)}/sim/orders/${id}/pay`, {
    data: { amount_in_cents: 5697 },
  });
  await advanceOrder(page.request, id, 'stock_short');
  await page.reload();
  await expect(await openOrdersPrompt(page)).toContainText('Stock short');
});

test('a timed-out order shows its dialog with Reorder wherever the shopper is', async ({
  page,
}) => {
  // A card order left unpaid.
  const id = await orderPlaced(page, { provider: 'YOCO' });
  await simClockAdvance(page.request, 61 * 60 * 1000);
  await advanceOrder(page.request, id, 'abandoned');

  await page.goto('/');
  const timedOut = page.getByRole('dialog', { name: /timed out$/ });
  await expect(timedOut).toBeVisible();
  await expect(timedOut.getByRole('button', { name: 'Reorder' })).toBeVisible();
  await timedOut.getByRole('button', { name: 'Close' }).first().click();
  await expect(timedOut).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await graphqlSettled(page);
  await expect(page.getByRole('dialog', { name: /timed out$/ })).toHaveCount(0);
});
