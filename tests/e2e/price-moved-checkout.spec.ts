// A price that moved after the shopper added the line: the basket and the confirmation show the
// new price and say it changed, and "Place order" then places the order at the price shown (it
// used to refuse again and again with "Some item prices have changed. Confirm the order.").
import { expect } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket, stageOffer } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('an order is placed at a price that moved since the line was added, once shown', async ({
  page,
}) => {
  await fullBasket(page);
  // 3 litres of milk seen at R 18.99; the branch asks R 20.99 now.
  await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
    price_in_cents: 2099,
  });
  await cartButton(page).click();
  await expect(page.getByTestId('price-moved')).toHaveText('was R 18.99 when you added it');
  await expect(page.getByTestId('basket-total')).toHaveText('R 62.97');

  await atConfirmationCollecting(page);
  await expect(page.getByText('Some item prices have changed. Confirm the order.')).toBeVisible();
  await page.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('R 62.97');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { name: 'Pay R 62.97 by EFT' })).toBeVisible();
});
