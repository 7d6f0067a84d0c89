// Buy again with JavaScript off. The order page's Buy again was the scripts' alone (a button
// doing nothing without them). It now leads to Buy again's own page, which lists what goes into
// the basket at today's prices, names what the branch no longer sells, and puts the rest in with
// one form; the form holds each line's sum with the basket, so a form sent twice adds once.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import { advanceOrder, BREAD, graphql, MILK, simOrigin, stageOffer } from './support-checkout';
import { scriptsOff, signedInWithMilk } from './support/no-js-checkout';
import { PAROW } from './support/seed';
import { placeOrderThroughApi } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test.afterEach(async ({ page }) => {
  const cleared = await page.request.delete(`${await simOrigin(page.request)}/sim/faults`);
  expect(cleared.ok()).toBe(true);
});

async function basketLines(request: APIRequestContext) {
  const data = await graphql<{
    basket: { lines: { quantity: number; offer: { name: string } }[] };
  }>(request, '{ basket { lines { quantity offer { name } } } }');
  return data.basket.lines.map((line) => `${line.offer.name} × ${line.quantity}`);
}

test('a collected order bought again without the scripts: listed, the missing named, put in once', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInWithMilk(page);
  const id = await placeOrderThroughApi(page, {
    branch: PAROW,
    lines: [MILK, BREAD],
    provider: 'CASH',
  });
  await advanceOrder(page.request, id, 'collected');
  await stageOffer(page.request, BREAD.query, 'Bread', { out_of_stock: true });

  const context = await scriptsOff(browser, page.context(), baseURL);
  const tab = await context.newPage();
  await tab.goto(`/orders/${id}`);
  await tab.getByRole('button', { name: 'Buy again' }).click();
  await expect(tab).toHaveURL(new RegExp(`/orders/${id}/again$`));
  const items = tab.getByRole('list', { name: 'Items to buy again' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(MILK.name);
  await expect(items).toContainText(/R\s\d+\.\d\d/);
  await expect(tab.locator('main')).toContainText(`No longer available: ${BREAD.name}`);
  await tab.screenshot({ path: 'test-results/buy-again-no-js.png', fullPage: true });

  // Tapped twice, as on a slow link: two posts of the same form, the milk in once.
  const posts: string[] = [];
  tab.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  // The first post's legacy call slowed, as on a slow link, so the second tap finds the page
  // while the gateway still works on the first: both reach it.
  const slowed = await page.request.post(`${await simOrigin(page.request)}/sim/faults`, {
    data: [{ route: 'POST /cart/v1/sync', latency_ms: 3_000, times: 1 }],
  });
  expect(slowed.ok()).toBe(true);
  const put = tab.getByRole('button', { name: 'Put them in my basket' });
  const box = (await put.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await context.newCDPSession(tab);
  const tap = async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  await tap();
  await expect.poll(() => posts.length).toBe(1);
  await tap();
  await expect.poll(() => posts.length).toBe(2);
  await tab.waitForURL(/\/basket$/);
  await expect(tab.locator('main')).toContainText(MILK.name);
  expect(await basketLines(page.request)).toEqual([`${MILK.name} × ${MILK.quantity}`]);

  // Come back to, the page says what the basket holds already; asked again, it adds on top.
  await tab.goBack();
  await expect(tab).toHaveURL(new RegExp(`/orders/${id}/again$`));
  await expect(items).toContainText(`${MILK.quantity} in your basket already`);
  await put.click();
  await expect(tab).toHaveURL(/\/basket$/);
  expect(await basketLines(page.request)).toEqual([`${MILK.name} × ${MILK.quantity * 2}`]);
  await context.close();
});

test('an order that is not the shopper’s is not found there', async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInWithMilk(page);
  const context = await scriptsOff(browser, page.context(), baseURL);
  const tab = await context.newPage();
  const answer = await tab.goto('/orders/999999/again');
  expect(answer?.status()).toBe(404);
  await expect(tab.locator('main')).toContainText('This order was not found.');
  await context.close();
});

test('with the scripts, the page’s button buys again in place: the milk in the basket once', async ({
  page,
}) => {
  await signedInWithMilk(page);
  const id = await placeOrderThroughApi(page, { branch: PAROW, lines: [MILK], provider: 'CASH' });
  await advanceOrder(page.request, id, 'collected');
  await page.goto(`/orders/${id}/again`);
  await page.getByRole('button', { name: 'Put them in my basket' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.locator('main')).toContainText(MILK.name);
  expect(await basketLines(page.request)).toEqual([`${MILK.name} × ${MILK.quantity}`]);
});
