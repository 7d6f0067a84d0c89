// A payment still open at a redirect provider: paying the
// same order another way is refused (the gateway's PAYMENT_IN_PROGRESS), the page says so and
// offers Check payment (the resolve call), and nothing is charged meanwhile.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  atConfirmationCollecting,
  fullBasket,
  orderOnServer,
  placeOrder,
} from './support-checkout';
import { shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);
// Whole journeys from sign-in to payment, on a machine shared with other work.
test.setTimeout(within(90_000));

test('a payment left open at PayGate must be checked before paying by card', async ({ page }) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'PayGate (card)');
  await page.getByRole('button', { name: 'Pay R 56.97 with PayGate (card)' }).click();
  await expect(page.getByRole('heading', { name: /paygate \(simulated\)/ })).toBeVisible();
  // The shopper leaves the provider's page without answering.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await page.getByRole('button', { name: 'Use another method' }).click();
  await page
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'Card', exact: true })
    .check();
  await page.getByRole('button', { name: 'Pay R 56.97 with Card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A payment for this order is still being checked. Press Check payment before paying another way.',
  );
  await expect(page.frameLocator('iframe[title="Card details"]').locator('body')).toHaveCount(0);
  const orders = await page.request.post('/graphql', {
    data: { query: '{ viewer { orders { orders { id } } } }' },
  });
  const id = (await orders.json()).data.viewer.orders.orders[0].id as string;
  expect(await orderOnServer(page.request, id)).toMatchObject({
    payableBalanceInCents: 5697,
    paymentStatus: 'PENDING_PAYMENT',
  });

  await page.getByRole('button', { name: 'Check payment' }).click();
  // The PayGate payment is still open: the page does not invite a card payment it would refuse.
  await expect(page.getByRole('status')).toHaveText(
    'Payment checked: this order is not paid yet. A payment still open at the provider must be finished or cancelled there before you can pay another way.',
  );
  await expect(page.getByRole('button', { name: 'Check payment' })).toHaveCount(0);
  expect((await orderOnServer(page.request, id)).payableBalanceInCents).toBe(5697);
});
