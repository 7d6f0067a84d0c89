// The web client's data layer as a shopper sees it: route loaders start each screen's data at
// once (nothing waits for the shop configuration), the screen reads what its loader started (one
// request, not two), and the sign-in guard redirects before any guarded screen renders.
import { expect, type Locator } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { orderPlaced } from './support-checkout';
import { clientRenderedPages, graphqlRequest, isGraphql, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

test('a deep link to a product shows it while the shop configuration has not answered', async ({
  page,
}) => {
  // The client's own render (a signed-in shopper's): a signed-out visit gets the page and the
  // configuration from the server.
  await clientRenderedPages(page);
  // The configuration query never answers during this test.
  const held: Array<() => void> = [];
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName !== 'ShopConfig') return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.abort().catch(() => undefined);
  });

  await page.goto('/product/1');
  const product = page.getByRole('article');
  await expect(product.getByRole('heading', { name: 'Prices at every branch' })).toBeVisible();
  await expect(product.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product');
  expect(held.length).toBeGreaterThan(0);
  held.forEach((release) => release());
});

test('a visitor who opens a guarded page is sent to sign in with redirect_to', async ({ page }) => {
  await page.goto('/orders?page=2');
  await expect(page).toHaveURL(/\/sign_in\?redirect_to=%2Forders%3Fpage%3D2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('each screen asks for its data once: the loader starts it, the screen reads it; a server page not again', async ({
  page,
}) => {
  test.setTimeout(within(120_000)); // an order placed, then eight screens
  const orderId = await orderPlaced(page);
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) asked.set(operation, (asked.get(operation) ?? 0) + 1);
  });

  const screens: Array<[path: string, operation: string, shown: Locator]> = [
    ['/', 'HomePage', page.getByRole('list', { name: 'Popular products' })],
    ['/promotions', 'ActivePromotions', page.getByRole('list', { name: 'Promotions' })],
    ['/stokvel', 'StokvelOffers', page.getByRole('list', { name: 'Stokvel offers' })],
    ['/orders', 'OrderHistory', page.getByRole('list', { name: 'Orders' })],
    [`/orders/${orderId}`, 'OrderDetail', page.getByRole('list', { name: 'Order items' })],
    ['/profile', 'ProfilePage', page.getByRole('textbox', { name: 'First name' })],
    ['/address_management', 'AddressBook', page.getByRole('button', { name: 'Add an address' })],
    ['/debtorcards', 'DebtorCardsPage', page.getByRole('heading', { name: 'Debtor cards' })],
  ];
  const served = new Set<string>();
  for (const [path, operation, shown] of screens) {
    asked.clear();
    const render = (await page.goto(path))?.headers()['x-render'] ?? '';
    await expect(shown.first()).toBeVisible();
    await graphqlSettled(page);
    // The page the server rendered carries the answer, and the hydrated screen reads it there;
    // the client page's loader asks.
    const byServer = !render.startsWith('client');
    served.add(byServer ? 'server' : 'client');
    expect(asked.get(operation) ?? 0, `${operation} on ${path} (${render})`).toBe(byServer ? 0 : 1);
  }
  expect([...served].sort()).toEqual(['client', 'server']);
});
