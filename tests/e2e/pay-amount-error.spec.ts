// "Amount error" on the pay page: a card charge registered for the whole balance
// meets a balance that dropped meanwhile (part of the money arrived another way). The legacy API
// refuses such a charge as amount_error; the shopper reads that, nothing is charged, and paying
// the new balance goes through.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  atConfirmationCollecting,
  fullBasket,
  moneyArrives,
  newestOrderId,
  orderOnServer,
  payByCard,
  placeOrder,
} from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a card charge above a balance that dropped shows "Amount error" and the new balance is paid', async ({
  page,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'Card');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const id = await newestOrderId(page.request);
  await page.getByRole('button', { name: /^Pay R\s56\.97 with Card$/ }).click();
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('CVV')).toBeVisible();

  // R 20 arrives by another way while the card form is open: R 36.97 is left to pay.
  await moneyArrives(page, id, 2000);
  await payByCard(page, '4242 4242 4242 4242');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Amount error');
  await expect(alert).toContainText('nothing was charged');
  await expect(alert).not.toContainText('already paid');
  const held = await orderOnServer(page.request, id);
  expect(held.payableBalanceInCents).toBe(3697);

  // The page now asks for the new balance, and paying it settles the order.
  await page.getByRole('button', { name: /^Pay R\s36\.97 with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
  expect((await orderOnServer(page.request, id)).payableBalanceInCents).toBe(0);
});
