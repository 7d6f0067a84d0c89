// Checkout journeys: collect and pay by card (success, declined, insufficient funds), the
// confirmation's messages, and a double-clicked "Place order" that makes one order. The first
// walks the whole way in the UI, from choosing the branch and adding to the basket; the others
// start from a seeded basket.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  atConfirmationCollecting,
  checkoutCollect,
  fullBasket,
  fullBasketThroughUi,
  orderIdFrom,
  payByCard,
  placeOrder,
} from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

test('collect and pay by card: the order is paid and tracked', async ({ page }) => {
  await fullBasketThroughUi(page);
  await checkoutCollect(page);
  await expect(page.getByRole('list', { name: 'Items to order' })).toContainText(
    'Sunveld Low Fat Milk 1 l',
  );
  await expect(page.getByTestId('checkout-total')).toHaveText('R 56.97');
  await placeOrder(page, 'Card');

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(cartButton(page)).toContainText('R 0.00');
  await page.getByRole('button', { name: /^Pay R\s56\.97 with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const outro = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(outro).toBeVisible();
  await outro.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
  await expect(page.locator('.order-head .pill')).toHaveText('Accepted');
  await expect(page.locator('.timeline')).toContainText('Payment received');
});

for (const [card, message, event] of [
  [
    '4000 0000 0000 0002',
    'Your payment was declined and nothing was charged. Try another card or pay another way.',
    'Payment declined: nothing was charged',
  ],
  ['4000 0000 0000 9995', 'Insufficient funds', 'Insufficient funds'],
] as const) {
  test(`a card payment refused with "${message}" can be tried again`, async ({ page }) => {
    await fullBasket(page);
    await atConfirmationCollecting(page);
    await placeOrder(page, 'Card');
    await page.getByRole('button', { name: /^Pay R\s56\.97 with Card$/ }).click();
    await payByCard(page, card);
    await expect(page.getByRole('alert')).toHaveText(message);

    // A new attempt with a good card goes through.
    await page.getByRole('button', { name: /^Pay R\s56\.97 with Card$/ }).click();
    await payByCard(page, '4242424242424242');
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
    // The refusal is in the order's events once, not twice.
    await page.getByText('Everything that happened').click();
    await expect(page.locator('.event-list li').filter({ hasText: event })).toHaveCount(1);
  });
}

test('the confirmation asks for a payment method; a double-clicked Place order makes one order', async ({
  page,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('A payment method is required');

  await page.getByRole('radio', { name: 'EFT (bank transfer)' }).check();
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { name: 'Pay R 56.97 by EFT' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByRole('link')).toHaveCount(1);
  void orderIdFrom;
});
