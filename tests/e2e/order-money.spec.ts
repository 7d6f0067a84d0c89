// The order page's money a shopper can check: a total its lines add up to, what paid it by
// source (wallet, card), what a lowered order gives back and where, and where a cancelled
// order's money goes before the shopper confirms. An unpaid EFT order never looks paid.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  atConfirmationCollecting,
  fullBasket,
  orderPlaced,
  payByCard,
  placeOrder,
  resetSim,
  signIn,
} from './support-checkout';
import { openOrder } from './support/seed-order';
import { cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('wallet and card: the total adds up, the paid lines say by what, a lowered order says what comes back', async ({
  page,
}) => {
  await fullBasket(page); // R 56.97 of milk; Thandi has R 50.00 in her wallet
  await atConfirmationCollecting(page);
  await page.getByRole('checkbox', { name: 'Use R 50.00 of your R 50.00 wallet credit' }).check();
  await placeOrder(page, 'Card');
  await page.getByRole('button', { name: /^Pay R\s6\.97 with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  await expect(page.locator('.order-head .pill')).toHaveText('Accepted');
  const totals = page.getByLabel('Totals', { exact: true });
  await expect(totals.locator('.total dd')).toHaveText('R 56.97');
  await expect(totals).not.toContainText('Wallet');
  const paidBox = page.locator('dl').filter({ has: page.getByText('Still to pay') });
  await expect(paidBox).toContainText('Wallet creditR 50.00');
  await expect(paidBox).toContainText('CardR 6.97');
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
  // Nothing is packed yet: no "supplied" figure.
  const milk = page.getByRole('list', { name: 'Order items' }).getByRole('listitem').first();
  await expect(milk).toContainText('Ordered 3');
  await expect(milk).not.toContainText('supplied');

  await page.getByRole('button', { name: 'Update order' }).click();
  const stepper = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('group', { name: /^Quantity of/ })
    .first();
  await stepper.getByRole('button', { name: 'Less' }).click();
  await stepper.getByRole('button', { name: 'Less' }).click();
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  const review = page.getByRole('region', { name: 'Check your changes' });
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);

  await expect(totals.locator('.total dd')).toHaveText('R 18.99');
  await expect(page.getByText('Due back to you')).toBeVisible();
  await expect(page.getByTestId('due-back')).toHaveText(
    'R 37.98 goes to your wallet when the order is collected.',
  );
  await expect(page.getByText('Still to pay')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel order?' })).toContainText(
    'The R 56.97 paid goes to your wallet straight away, not back to your card',
  );
});

test('an EFT order still owing money says "Awaiting payment", not what a paid order says', async ({
  page,
}) => {
  await openOrder(page, await orderPlaced(page));
  await expect(page.locator('.order-head .pill')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('payable-balance')).toHaveText('R 56.97');
});

test('a basket under the R 10 minimum is flagged on the basket and stops before the time slot', async ({
  page,
}) => {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addBySearch(page, 'tomatoes', 'Tomatoes (per kg)'); // 0.250 kg: a few rand
  await cartButton(page).click();
  await expect(page.getByTestId('minimum-order')).toContainText(
    /^The minimum order is R\s10\.00\. Add R\s\d+\.\d\d more to check out\.$/,
  );
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();

  await page.goto('/checkout/dispatch');
  await expect(page.getByTestId('minimum-order')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /time slot/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});
