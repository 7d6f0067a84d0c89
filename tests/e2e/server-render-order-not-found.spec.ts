// An order page for an order the signed-in shopper does not have (none by that number, or another
// shopper's) is the 404 page with status 404, as an unknown product or category is
// (server-render.spec.ts), and reads the same once hydrated.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { orderPlaced } from './support-checkout';
import { newShopper, registerThroughApi } from './support-account';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const NOT_FOUND = 'This order was not found.';

test('an order that does not exist answers 404 with a readable page that hydrates', async ({
  page,
}) => {
  await registerThroughApi(page, newShopper());
  const response = await page.goto('/orders/99999');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-render']).toBe('rendered; private');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(await response!.text()).toContain(NOT_FOUND);
  await expect(page.locator('main')).toContainText(NOT_FOUND);
  await expect(
    page.locator('main').getByRole('link', { name: 'See your order history' }),
  ).toBeVisible();
});

test("another shopper's order answers 404 and shows nothing of it", async ({ page, browser }) => {
  const orderId = await orderPlaced(page);
  const other = await browser.newContext(shopperContext);
  try {
    const tab = await other.newPage();
    await registerThroughApi(tab, newShopper('Sipho', 'Dlamini'));
    const response = await tab.goto(`/orders/${orderId}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-render']).toBe('rendered; private');
    await expect(tab.locator('main')).toContainText(NOT_FOUND);
    await expect(tab.locator('main')).not.toContainText('Sunveld Low Fat Milk 1 l');
  } finally {
    await other.close();
  }
});
