// A redirect payment approved at the provider while the shop's confirmation fails:
// the shopper sees "Checking your payment…", the shop checks again by
// itself with the same resolve call as "Check payment", and the order ends paid, never with
// "Payment failed, try again" for money that was taken.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket, placeOrder } from './support-checkout';
import { graphqlRequest, isGraphql, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

test('an approved payment whose confirmation fails is checked again until it shows paid', async ({
  page,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'PayGate (card)');
  await page.getByRole('button', { name: 'Pay R 56.97 with PayGate (card)' }).click();
  await expect(page.getByRole('heading', { name: /paygate \(simulated\)/ })).toBeVisible();

  // The shop's confirmation of the payment fails (the gateway busy), twice.
  let refused = 0;
  const resolves: string[] = [];
  await page.route(isGraphql, async (route) => {
    const operation = graphqlRequest(route.request())?.operationName;
    if (
      operation === 'PaymentFinalize' ||
      (operation === 'OrderResolvePaymentPending' && refused < 2)
    ) {
      refused += 1;
      if (operation === 'OrderResolvePaymentPending') resolves.push('refused');
      return route.fulfill({ status: 503, body: '' });
    }
    if (operation === 'OrderResolvePaymentPending') resolves.push('answered');
    return route.continue();
  });
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Checking your payment…' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+$/, { timeout: within(30_000) });
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
  await expect(page.getByText('Payment failed, try again')).toHaveCount(0);
  expect(resolves).toEqual(['refused', 'answered']);
});
