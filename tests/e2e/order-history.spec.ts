// Order history cards: each shows how many items the order has and a picture.
import { expect, test } from '@playwright/test';
import { checkoutCollect, fullBasket, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a history card shows the item count and a thumbnail', async ({ page }) => {
  await fullBasket(page);
  await checkoutCollect(page);
  await placeOrder(page, 'EFT (bank transfer)');
  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(card).toContainText('1 item');
  const thumb = card.locator('img.order-row-thumb');
  await expect(thumb).toHaveAttribute('src', /\/media\//);
});
