// A stock-short order is settled where the shopper first sees it: Accept and Remove on each
// short line of the order's page and of the open-orders prompt, without "Update order".
import { expect } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { advanceOrder, moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('Accept on the order page settles a short line and the branch carries on', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'stock_short');
  await openOrder(page, id);
  await expect(page.locator('.order-head .pill')).toHaveText('Stock short');

  const short = page.getByRole('region', { name: 'Some items are short' });
  const milk = short.getByRole('listitem', { name: 'Sunveld Low Fat Milk 1 l' });
  await expect(milk).toContainText('Ordered 3, the branch has 1');
  await milk.getByRole('button', { name: 'Accept 1' }).click();

  await expect(page.locator('.order-head .pill')).toHaveText('Preparing');
  await expect(short).toHaveCount(0);
  await expect(page.getByLabel('Totals', { exact: true }).locator('.total dd')).toHaveText(
    'R 18.99',
  );
});

test('the open-orders prompt offers Accept and Remove for a stock-short order', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'stock_short');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await graphqlSettled(page);
  const prompt = page.getByRole('dialog', { name: 'Orders that need you' });
  const milk = prompt
    .getByRole('region', { name: 'Some items are short' })
    .getByRole('listitem', { name: 'Sunveld Low Fat Milk 1 l' });
  await expect(milk.getByRole('button', { name: 'Remove' })).toBeVisible();
  await milk.getByRole('button', { name: 'Accept 1' }).click();
  await expect(prompt.locator('.pill')).toHaveText('Preparing');
  await expect(prompt.getByRole('region', { name: 'Some items are short' })).toHaveCount(0);
});
