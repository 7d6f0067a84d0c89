// With JavaScript off, every Add is a form post and a page load. A shopper on a slow link who taps
// a second Add before the first one's page has come back sends a second post; the browser drops
// the first answer. Both lines must be in her basket (docs/adr/0079): the first page she loaded
// named her basket, so both posts name it, whatever answer the browser keeps.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { simOrigin } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test.afterEach(async ({ page }) => {
  const cleared = await page.request.delete(`${await simOrigin(page.request)}/sim/faults`);
  expect(cleared.ok()).toBe(true);
});

test("a second Add tapped while the first one's page is on its way keeps both lines", async ({
  browser,
  baseURL,
  page: helper,
}) => {
  const off = await browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/product/1');
    const adds = page.getByRole('button', { name: /^Add .+ to basket$/ });
    await expect(adds.nth(1)).toBeVisible();
    const branchOf = async (index: number) =>
      /^Add .+ at (.+) to basket$/.exec(
        (await adds.nth(index).getAttribute('aria-label')) ?? '',
      )![1]!;
    const [first, second] = [await branchOf(0), await branchOf(1)];

    // A new line reads its offer live: slow the first read, so the first answer is still on its
    // way when the second Add is tapped.
    const sim = await simOrigin(helper.request);
    const slowed = await helper.request.post(`${sim}/sim/faults`, {
      data: [{ route: 'GET /catalog/v1/sellables/{id}/offers', latency_ms: 3_000, times: 1 }],
    });
    expect(slowed.ok()).toBe(true);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.postData() ?? '');
    });
    // Taps as the shopper's finger makes them: Playwright's own click would wait for the first
    // page to arrive before the second.
    const cdp = await off.newCDPSession(page);
    // Both buttons on screen at once, where the shopper's finger finds them.
    await adds.nth(1).scrollIntoViewIfNeeded();
    const viewport = page.viewportSize()!;
    const centres = await Promise.all(
      [0, 1].map(async (index) => {
        const box = (await adds.nth(index).boundingBox())!;
        expect(box.y >= 0 && box.y + box.height <= viewport.height, 'on screen').toBe(true);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    const tap = async (at: { x: number; y: number }) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await tap(centres[0]!);
    await expect.poll(() => posts.length).toBe(1);
    await tap(centres[1]!);
    await expect.poll(() => posts.length).toBe(2);
    await page.waitForURL(/\/product\/1\?added=1$/);

    await page.goto('/basket');
    const main = page.locator('main');
    await expect(main).toContainText(first);
    await expect(main).toContainText(second);
    await expect(main).toContainText(/Total \(2 items\)/);
  } finally {
    await off.close();
  }
});
