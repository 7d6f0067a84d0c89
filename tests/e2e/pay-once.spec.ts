// The payment method is chosen once, at confirmation: the payment page pays with it
// and does not ask again; another method is one deliberate tap away.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('the payment page pays with the method chosen at confirmation', async ({ page }) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'PayGate (card)');
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await expect(page.getByText('Paying with PayGate (card)')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay R 56.97 with PayGate (card)' })).toBeVisible();

  await page.getByRole('button', { name: 'Use another method' }).click();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await methods.getByRole('radio', { name: 'Shop2Shop' }).check();
  await expect(page.getByRole('button', { name: 'Pay R 56.97 with Shop2Shop' })).toBeVisible();
});
