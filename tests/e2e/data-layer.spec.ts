// The web client's data layer as a shopper sees it: route loaders start each screen's data at
// once (nothing waits for the shop configuration), and the sign-in guard redirects before any
// guarded screen renders.
import { expect, test } from '@playwright/test';
import { graphqlRequest, isGraphql, shopperContext } from './support/shop';

test.use(shopperContext);

test('a deep link to a product shows it while the shop configuration has not answered', async ({
  page,
}) => {
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
