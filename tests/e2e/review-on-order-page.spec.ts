// On a collected order's own page the review dialog waits for the shopper to ask ("Review order"),
// and once given the review shows on the page, not only as "Reviewed: 4 of 5" among the events.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('the review opens when asked on the order page, and shows once given', async ({ page }) => {
  const orderId = await orderPlaced(page);
  await moneyArrives(page, orderId);
  await advanceOrder(page.request, orderId, 'collected');
  await openOrder(page, orderId);

  const pill = page.locator('.order-head .pill');
  await expect(pill).toHaveText('Collected');
  const dialog = page.getByRole('dialog', { name: /^How was order SF-/ });
  const ask = page.getByRole('button', { name: 'Review order' });
  await expect(ask).toBeVisible();
  // Nothing opened by itself over the page.
  await expect(dialog).toHaveCount(0);

  await ask.click();
  await expect(dialog).toBeVisible();
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await dialog.getByRole('textbox').fill('Fresh milk, friendly staff');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toHaveCount(0);

  const review = page.getByRole('region', { name: 'Your review' });
  await expect(review.getByLabel('4 of 5 stars')).toBeVisible();
  await expect(review).toContainText('Fresh milk, friendly staff');
  await expect(ask).toHaveCount(0);
});
