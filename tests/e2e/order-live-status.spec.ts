// Live status for paid orders too: an open order's page follows the branch's progress without a
// reload, and the pill and the timeline agree. The change is pushed by the gateway (ADR 0026): the
// page never asks for the order again, it waits on `OrderUpdate`.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a paid order page follows the branch without a reload or a poll', async ({ page }) => {
  const orderId = await orderPlaced(page);
  await openOrder(page, orderId);

  const pill = page.locator('.order-head .pill');
  const currentStep = page.getByRole('list', { name: 'Timeline' }).locator('[aria-current="step"]');
  await expect(pill).toHaveText('Awaiting payment');
  // From here on, every time the page asks for the whole order again (a poll) is counted.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql') && request.url().includes('OrderDetail')) {
      asked.push(request.url());
    }
  });

  // The EFT lands while the page is open: it shows the order accepted.
  await moneyArrives(page, orderId);
  await expect(pill).toHaveText('Accepted');
  await expect(currentStep).toContainText('Accepted');

  await advanceOrder(page.request, orderId, 'preparing');
  await expect(pill).toHaveText('Preparing');
  await expect(currentStep).toContainText('Preparing');
  // Pushed, not polled.
  expect(asked).toEqual([]);
});
