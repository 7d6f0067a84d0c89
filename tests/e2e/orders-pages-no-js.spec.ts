// The order history past its first ten orders, with JavaScript off. "Show more orders" was the
// scripts' alone, so a shopper without them saw the newest ten and a button that did nothing. It
// is now a form asking the server for ten more (`/orders?shown=20`, up to the API's fifty), which
// the hydrated app answers in place as before.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { MILK, resetSim, signInThroughApi } from './support-checkout';
import { scriptsOff } from './support/no-js-checkout';
import { PAROW } from './support/seed';
import { placeOrderThroughApi } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const rowsOf = (page: Page) => page.getByRole('list', { name: 'Orders' }).locator('li.order-row');

test('eleven orders: "Show more orders" without the scripts shows the eleventh, and with them in place', async ({
  page,
  browser,
  baseURL,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  const placed: string[] = [];
  for (let n = 0; n < 11; n++)
    placed.push(
      await placeOrderThroughApi(page, {
        branch: PAROW,
        lines: [{ ...MILK, quantity: 1 }],
        provider: 'CASH',
      }),
    );
  const oldest = placed[0];

  const context = await scriptsOff(browser, page.context(), baseURL);
  const tab = await context.newPage();
  await tab.goto('/orders');
  const rows = rowsOf(tab);
  await expect(rows).toHaveCount(10);
  await expect(rows.locator(`a[href="/orders/${oldest}"]`)).toHaveCount(0);
  await tab.getByRole('button', { name: 'Show more orders' }).click();
  await expect(tab).toHaveURL(/\/orders\?shown=20#order-11$/);
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(10)).toHaveAttribute('id', 'order-11');
  await expect(rows.nth(10).locator(`a[href="/orders/${oldest}"]`)).toBeInViewport();
  await expect(tab.getByRole('button', { name: 'Show more orders' })).toHaveCount(0);
  await context.close();

  // With the scripts: the next page in place, the address as it was.
  await page.goto('/orders');
  await expect(rowsOf(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more orders' }).click();
  await expect(rowsOf(page)).toHaveCount(11);
  await expect(page).toHaveURL(/\/orders$/);
});
