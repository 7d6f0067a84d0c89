// Live status for paid orders too: an open order's page follows the branch's
// progress without a reload, and the pill and the timeline agree.
import { expect, test } from '@playwright/test';
import { advanceOrder, fullBasket, moneyArrives, placeEftOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a paid order page follows the branch without a reload', async ({ page }) => {
  await fullBasket(page);
  const orderId = await placeEftOrder(page);
  await moneyArrives(page, orderId);
  // The page's clock is the test's: the next poll comes when the test moves time on, not 15 s
  // of waiting.
  await page.clock.install();
  await page.reload();

  const pill = page.locator('.order-head .pill');
  const currentStep = page.getByRole('list', { name: 'Timeline' }).locator('[aria-current="step"]');
  await expect(pill).toHaveText('Accepted');
  await expect(currentStep).toContainText('Accepted');

  await advanceOrder(page.request, orderId, 'preparing');
  // No reload: the page polls while the order is open (every 15 s while the branch works on it).
  await page.clock.fastForward('00:16');
  await expect(pill).toHaveText('Preparing');
  await expect(currentStep).toContainText('Preparing');
});
