// After placing an order the basket is empty. Back or a reload in the same visit lands on the
// order just placed, and says why; a later visit whose thank-you was never dismissed is not sent
// to that old order: /checkout with an empty basket goes to the basket, which says it is empty.
import { expect } from '@playwright/test';
import { test } from './support/settled';
import { atConfirmationCollecting, fullBasket, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a thank-you never dismissed does not send a later visit to the old order', async ({
  page,
  context,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'EFT (bank transfer)');
  await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();

  // In the same visit: Back to a checkout step shows the order just placed, with a word why.
  await page.goto('/checkout/dispatch');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('alert')).toContainText('Your order is placed');

  // A later visit (a new tab: the thank-you is still not dismissed, the basket still empty).
  const later = await context.newPage();
  await later.goto('/checkout/dispatch');
  await expect(later).toHaveURL(/\/basket$/);
  await expect(later.getByRole('main')).toContainText('Your basket is empty');
  await expect(later.getByRole('alert')).toContainText('Your basket is empty');
});
