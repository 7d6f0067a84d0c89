// Back after placing an order goes to that order, never to a blank checkout step (also after a
// reload).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { checkoutCollect, fullBasket, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('Back after placing an order shows the order, also after a reload', async ({ page }) => {
  await fullBasket(page);
  await checkoutCollect(page);
  await placeOrder(page, 'Card');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('main')).toContainText('SF-');
  await page.reload();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
});
