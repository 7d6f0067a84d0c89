// Payment journeys: delivery to a new address paid through a redirect gateway (approve and
// cancel), and the debtor card.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseFirstSlot, deliverToNewAddress, fullBasket, placeOrder } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

async function deliverToNewAddressAndSlot(page: Page) {
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await deliverToNewAddress(page);
  await chooseFirstSlot(page, 'Delivery time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const [button, outcome] of [
  ['Approve', 'paid'],
  ['Cancel', 'You cancelled the payment'],
] as const) {
  test(`deliver to a new address and pay through PayGate: ${button}`, async ({ page }) => {
    test.slow(); // basket, address search, checkout, the provider's page and back
    await fullBasket(page);
    await deliverToNewAddressAndSlot(page);
    await placeOrder(page, 'PayGate (card)');
    await page.getByRole('button', { name: /^Pay R .* with PayGate \(card\)$/ }).click();
    // The provider's own page, then back to the shop.
    await expect(page.getByRole('heading', { name: /paygate \(simulated\)/ })).toBeVisible();
    await page.getByRole('button', { name: button }).click();
    if (outcome === 'paid') {
      await expect(page).toHaveURL(/\/orders\/\d+$/);
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
      await expect(page.getByText('21 Tygerberg Road, Parow, Cape Town, 7500')).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
      await expect(page.getByRole('alert')).toHaveText(outcome);
    }
  });
}

test('pay with the debtor card accepted at this branch', async ({ page }) => {
  await fullBasket(page);
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: /^Collect at/ }).check();
  await chooseFirstSlot(page, 'Collect time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(page, 'Debtor card');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
});
