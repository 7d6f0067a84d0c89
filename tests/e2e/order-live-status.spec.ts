// Live status for paid orders too (issue 15 "Orders"): an open order's page follows the branch's
// progress without a reload, and the pill and the timeline agree.
import { expect, test } from '@playwright/test';
import { advanceOrder, fullBasket, moneyArrives, placeEftOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a paid order page follows the branch without a reload', async ({ page }) => {
  // The move is seen at the next poll (at most 15 s later).
  test.setTimeout(60_000);
  await fullBasket(page);
  const orderId = await placeEftOrder(page);
  await moneyArrives(page, orderId);
  await page.reload();

  const pill = page.locator('.order-head .pill');
  const currentStep = page.getByRole('list', { name: 'Timeline' }).locator('[aria-current="step"]');
  await expect(pill).toHaveText('Pending');
  await expect(currentStep).toContainText('Accepted');

  await advanceOrder(page.request, orderId, 'preparing');
  // No reload: the page polls while the order is open.
  await expect(pill).toHaveText('Preparing', { timeout: 30_000 });
  await expect(currentStep).toContainText('Preparing');
});
