// The thank-you after placing an order: it says the order awaits payment when it does,
// and a reload of the order page does not bring it back.
import { expect } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { atConfirmationCollecting, fullBasket, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('an unpaid order is thanked as awaiting payment, once', async ({ page }) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'EFT (bank transfer)');
  await page.getByRole('link', { name: 'View order' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(thanks).toContainText('awaits payment of R 56.97');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await graphqlSettled(page);
  await expect(thanks).toHaveCount(0);
});
