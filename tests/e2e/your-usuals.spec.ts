// "Your usuals": a signed-in shopper's home lists the products in most of their orders, as the
// branch they shop at sells them, each added to the basket in one tap.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { BREAD, MILK, orderPlaced, simOrigin } from './support-checkout';
import { PAROW } from './support/seed';
import { placeOrderThroughApi } from './support/seed-order';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

const LEMONS = { query: 'lemons', name: 'Lemons (per kg)', quantity: 0.5 };
const SELLABLE_OFFERS = 'GET /catalog/v1/sellables/{id}/offers';

async function legacyCalls(page: Page): Promise<Record<string, number>> {
  const response = await page.request.get(`${await simOrigin(page.request)}/sim/calls`);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

test("a signed-in shopper's usuals: most bought first, one tap adds one to the basket", async ({
  page,
}, testInfo) => {
  // Milk in three orders, bread in two, lemons in one.
  await orderPlaced(page, { lines: [MILK, LEMONS] });
  await placeOrderThroughApi(page, { branch: PAROW, lines: [MILK, BREAD], provider: 'CASH' });
  await placeOrderThroughApi(page, { branch: PAROW, lines: [BREAD, MILK], provider: 'CASH' });
  const before = await legacyCalls(page);
  await page.goto('/');

  const usuals = page.getByRole('list', { name: 'Your usuals' });
  await expect(usuals.getByRole('listitem')).toHaveCount(3);
  await expect(usuals.getByRole('heading')).toHaveText([MILK.name, BREAD.name, LEMONS.name]);
  await usuals.screenshot({ path: testInfo.outputPath('your-usuals.png') });
  // At most one read of each product at the branch (the usuals are at most 6), besides the one
  // page of orders; fewer when the gateway's public cache still holds a product's offers, read
  // within its lifetime by the orders just placed or by the baskets cleared before the journey.
  const after = await legacyCalls(page);
  expect((after[SELLABLE_OFFERS] ?? 0) - (before[SELLABLE_OFFERS] ?? 0)).toBeLessThanOrEqual(3);

  const milk = usuals.getByRole('listitem').filter({ hasText: MILK.name });
  await milk.getByRole('button', { name: /^Add/ }).click();
  // One of it, no dialog: R 18.99 in the basket.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cartButton(page)).toContainText('R 18.99');
});

test('a visitor has no usuals', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your usuals' })).toHaveCount(0);
});

test("the server's page of a signed-in shopper's home lists their usuals, so nothing moves when the app runs", async ({
  page,
}) => {
  await orderPlaced(page, { lines: [MILK] });
  await placeOrderThroughApi(page, { branch: PAROW, lines: [MILK, BREAD], provider: 'CASH' });
  // The branch as the shop keeps it for the server (the cookie the app writes).
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Your usuals' }).getByRole('listitem')).toHaveCount(
    2,
  );
  const served = await page.request.get('/', { headers: { accept: 'text/html' } });
  expect(served.headers()['x-render']).toMatch(/^rendered; private/);
  const html = await served.text();
  expect(html).toContain('Your usuals');
  expect(html).toContain(MILK.name);
  expect(html).toContain(BREAD.name);
});
