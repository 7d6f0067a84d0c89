// Paying by card without JavaScript, for a signed-in shopper: "Place order" with PayGate (a
// form, POST /checkout/place) places the order and sends the browser to the gateway's own page
// (the simulator's); approved there, the shopper comes back to the order, rendered on the server
// and paid. Declined there, the order says so and "Pay now" (a form too) starts a new payment on
// the gateway's page; "Check payment" works too. One order either way, however often the buttons
// are pressed.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import {
  collectingAtFirstSlot,
  orderIds,
  ordersSince,
  scriptsOff,
  signedInWithMilk,
} from './support/no-js-checkout';

test.use(shopperContext);

/** Signed in with a basket of milk at Parow, at the confirmation collecting in the first slot. */
async function atConfirmation(tab: Page) {
  await collectingAtFirstSlot(tab);
  await expect(tab.getByTestId('checkout-total')).toHaveText('R 56.97');
}

test('with JavaScript off, Place order with PayGate pays on the gateway’s page and comes back to the order, paid', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const before = await orderIds(page.request);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await atConfirmation(tab);
    await tab.getByRole('radio', { name: 'PayGate (card)', exact: true }).check();
    // A double click sends the form twice: one order, one payment.
    await tab.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(tab.locator('h1')).toHaveText('paygate (simulated)');
    await expect(tab.locator('body')).toContainText('Pay R 56.97');
    await tab.getByRole('button', { name: 'Approve' }).click();

    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    await expect(tab.getByTestId('payable-balance')).toHaveText('R 0.00');
    await expect(tab.getByRole('heading', { name: /Awaiting payment/ })).toHaveCount(0);
  } finally {
    await off.close();
  }
  expect(await ordersSince(page.request, before)).toHaveLength(1);
});

test('with JavaScript off, a card declined on the gateway’s page: the order says so, and Pay now pays it', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const before = await orderIds(page.request);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await atConfirmation(tab);
    await tab.getByRole('radio', { name: 'PayGate (card)', exact: true }).check();
    await tab.getByRole('button', { name: 'Place order' }).click();
    await tab.getByRole('button', { name: 'Decline' }).click();

    await expect(tab).toHaveURL(/\/orders\/\d+\?payment=DECLINED$/);
    await expect(tab.locator('main')).toContainText(
      'Your payment was declined and nothing was charged.',
    );
    await expect(tab.getByTestId('payable-balance')).toHaveText('R 56.97');
    await tab.getByRole('button', { name: 'Pay now' }).click();
    await expect(tab.locator('h1')).toHaveText('paygate (simulated)');
    const gatewayPage = tab.url();

    // Back to the shop without answering there: Check payment asks the shop, which says it is
    // still being checked, and Pay now starts no second payment meanwhile.
    await tab.goBack();
    await tab.getByRole('button', { name: 'Check payment' }).click();
    await expect(tab).toHaveURL(/\/orders\/\d+\?payment=CHECKING$/);
    await expect(tab.locator('main')).toContainText(
      'The shop has not confirmed your payment yet. Reload this page in a moment: do not pay a second time.',
    );
    await tab.getByRole('button', { name: 'Pay now' }).click();
    await expect(tab).toHaveURL(/\/orders\/\d+\?payment=PAYMENT_IN_PROGRESS$/);

    await tab.goto(gatewayPage);
    await tab.getByRole('button', { name: 'Approve' }).click();

    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    await expect(tab.getByTestId('payable-balance')).toHaveText('R 0.00');
    await expect(tab.locator('main')).not.toContainText('Your payment was declined');
  } finally {
    await off.close();
  }
  expect(await ordersSince(page.request, before)).toHaveLength(1);
});
