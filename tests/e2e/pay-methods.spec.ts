// The pay page offers only the ways to pay the order's delivery option allows: a PICUP delivery
// order cannot switch to cash or EFT.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { chooseFirstSlot, deliverToNewAddress, fullBasket, placeOrder } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('a PICUP delivery order is paid only in ways PICUP takes', async ({ page }) => {
  test.slow(); // basket, address search, checkout and the pay page
  await fullBasket(page);
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await deliverToNewAddress(page);
  await chooseFirstSlot(page, 'Delivery time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(page, 'PayGate (card)');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // The method chosen at confirmation stands; asking for another shows what PICUP takes.
  await page.getByRole('button', { name: 'Use another method' }).click();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'PayGate (card)' })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
  await expect(methods.getByRole('radio', { name: 'EFT (bank transfer)' })).toHaveCount(0);
});
