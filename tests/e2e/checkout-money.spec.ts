// Checkout totals with wallet credit (Thandi has R 50.00): the confirmation's lines add up to
// what is left to pay, a shopper who still owes money chooses how to pay it, and a credit-only
// order is recorded with an offline provider, paid, and sends its purchase event with items.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  atConfirmationCollecting,
  orderIdFrom,
  resetSim,
  signIn,
} from './support-checkout';
import { openMenu } from './support-account';
import { cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

async function serverOrder(page: Page, id: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($id: ID!) { viewer { order(id: $id) {
        paymentProvider creditInCents totalInCents payableBalanceInCents paymentStatus
        items { offerId quantityOrdered } } } }`,
      variables: { id },
    },
  });
  const body = (await response.json()) as {
    data: {
      viewer: {
        order: {
          paymentProvider: string;
          creditInCents: number;
          totalInCents: number;
          payableBalanceInCents: number;
          paymentStatus: string;
          items: Array<{ offerId: string; quantityOrdered: number }>;
        };
      };
    };
  };
  return body.data.viewer.order;
}

async function milkBasket(page: Page, litres: number) {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l', litres);
  await atConfirmationCollecting(page);
}

test('wallet credit that does not cover bags: the lines add up and the rest is paid by a chosen method', async ({
  page,
}) => {
  await milkBasket(page, 2); // R 37.98
  await page.getByRole('checkbox', { name: /Add plastic bags/ }).check();
  await page.getByLabel('Number of bags').fill('9'); // R 13.50
  const box = page.locator('dl.totals');
  await expect(box).toContainText('R 37.98');
  await expect(box).toContainText('R 13.50');
  await expect(box).toContainText('-R 50.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('R 1.48');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toContainText('A payment method is required');
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).not.toHaveURL(/\/checkout\/confirmation$/);
  await page.goto('/orders');
  await page.getByRole('list', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const order = await serverOrder(page, orderIdFrom(page.url()));
  expect(order).toMatchObject({ paymentProvider: 'CASH', creditInCents: 5000, totalInCents: 5148 });
});

test('a credit-only order is paid from the wallet, recorded as such and tracked with its items', async ({
  page,
}) => {
  await milkBasket(page, 2); // R 37.98, the credit covers it
  // What the wallet pays (the order's R 37.98), not the wallet's balance (R 50.00).
  await expect(page.getByTestId('credit-only')).toHaveText(
    'Paid from your wallet: R 37.98 of your R 50.00 balance (R 12.02 stays in it).',
  );
  await expect(page.locator('dl.totals')).toContainText('-R 37.98');
  await expect(page.getByTestId('checkout-total')).toHaveText('R 0.00');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(cartButton(page)).toContainText('R 0.00');
  // The wallet shows what is left at once, not the credit before the order.
  await page
    .getByRole('dialog', { name: 'Thank you for your order' })
    .getByRole('button', { name: 'Done' })
    .click();
  const menu = await openMenu(page);
  await expect(menu.getByRole('region', { name: 'Your account' })).toContainText(
    'Wallet credit: R 12.02',
  );
  await page.keyboard.press('Escape');
  const order = await serverOrder(page, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    paymentProvider: 'CASH',
    creditInCents: 3798,
    payableBalanceInCents: 0,
    paymentStatus: 'PAID',
  });
  const purchase = await page.evaluate(() =>
    ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).find(
      (event) => event.event === 'purchase',
    ),
  );
  expect(purchase).toMatchObject({
    ecommerce: {
      items: [expect.objectContaining({ item_name: 'Sunveld Low Fat Milk 1 l', quantity: 2 })],
    },
  });
});

test('kg quantities show with their unit and no trailing zeros on the confirmation', async ({
  page,
}) => {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await addBySearch(page, 'tomatoes', 'Tomatoes (per kg)');
  await atConfirmationCollecting(page);
  const items = page.getByRole('list', { name: 'Items to order' });
  await expect(items.getByRole('listitem').filter({ hasText: 'Tomatoes' })).toContainText(
    /× \d+(\.\d*[1-9])? kg/,
  );
  await expect(items.getByRole('listitem').filter({ hasText: 'Sunveld' })).toContainText('× 1');
});

test('wallet credit used in part: R 50.00 of a R 56.97 order, the rest paid in cash', async ({
  page,
}) => {
  await milkBasket(page, 3); // R 56.97: more than the R 50.00 credit
  const useCredit = page.getByRole('checkbox', {
    name: 'Use R 50.00 of your R 50.00 wallet credit',
  });
  await expect(useCredit).not.toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText('R 56.97');
  await useCredit.check();
  await expect(page.locator('dl.totals')).toContainText('-R 50.00');
  await expect(page.getByTestId('checkout-total')).toHaveText('R 6.97');
  await page.getByRole('radio', { name: 'Cash', exact: true }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Pay R 6.97 in cash when you collect the order.')).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const order = await serverOrder(page, orderIdFrom(page.url()));
  expect(order).toMatchObject({
    paymentProvider: 'CASH',
    creditInCents: 5000,
    totalInCents: 5697,
    payableBalanceInCents: 697,
  });
});
