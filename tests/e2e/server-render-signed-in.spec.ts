// A signed-in shopper's pages from the server (docs/adr/0049): their orders readable with
// JavaScript off, rendered from their own session, `private, no-store`, never from or into the
// shared HTML cache; with JavaScript on the page hydrates as served. A visitor's page afterwards
// names nobody.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { orderPlaced, signInThroughApi } from './support-checkout';
import { THANDI } from './support-account';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('with JavaScript off, a signed-in shopper reads their orders and an order from the server', async ({
  page,
  browser,
}) => {
  const orderId = await orderPlaced(page);
  const noScript = await browser.newContext({
    ...shopperContext,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const tab = await noScript.newPage();
    const history = await tab.goto('/orders');
    expect(history?.status()).toBe(200);
    expect(history?.headers()['x-render']).toBe('rendered; private');
    expect(history?.headers()['cache-control']).toBe('private, no-store');
    const orders = tab.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(orders.first()).toBeVisible();
    await expect(tab.locator(`main a[href="/orders/${orderId}"]`).first()).toBeVisible();

    const order = await tab.goto(`/orders/${orderId}`);
    expect(order?.headers()['x-render']).toBe('rendered; private');
    await expect(tab.locator('.order-head .pill')).toBeVisible();
    await expect(tab.locator('main')).toContainText('Sunveld Low Fat Milk 1 l');

    // Home, a category and a product: rendered for her too, never the visitors' copy.
    for (const path of ['/', '/category/1', '/product/1']) {
      const answer = await tab.goto(path);
      expect(answer?.headers()['x-render'], path).toBe('rendered; private');
    }
    // A route rendered for visitors only: the client page for her.
    expect((await tab.goto('/register'))?.headers()['x-render']).toBe(
      'client; not a rendered screen for a signed-in shopper',
    );
  } finally {
    await noScript.close();
  }

  // And nothing of hers in a visitor's page of the same URL.
  const visitor = await browser.newContext({ ...shopperContext, javaScriptEnabled: false });
  try {
    const tab = await visitor.newPage();
    const home = await tab.goto('/');
    expect(home?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
    const html = await home!.text();
    expect(html).not.toContain(THANDI.name);
    expect(html).not.toContain(THANDI.login);
  } finally {
    await visitor.close();
  }
});

test("with JavaScript on, a signed-in shopper's order history hydrates as served", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const orderId = await orderPlaced(page);
  const response = await page.goto('/orders');
  expect(response?.headers()['x-render']).toBe('rendered; private');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator(`main a[href="/orders/${orderId}"]`).first()).toBeVisible();
  await page.locator(`main a[href="/orders/${orderId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.locator('.order-head .pill')).toBeVisible();
  expect(errors).toEqual([]);
});

test('with JavaScript on, the offers, search, branches, terms and menu are hers from the server and hydrate as served', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInThroughApi(page.request);
  for (const path of [
    '/promotions',
    '/leaflets',
    '/search?q=maize',
    '/agencies',
    '/terms_and_conditions',
    '/menu',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['x-render'], path).toBe('rendered; private');
    expect(response?.headers()['cache-control'], path).toBe('private, no-store');
    await expect(page.locator('html'), path).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await expect(page.getByText(THANDI.login)).toBeVisible();
  expect(errors).toEqual([]);
});
