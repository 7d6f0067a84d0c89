// The chosen slot, as a shopper reads it and as the browser keeps it. Its hours ("10:00–12:00")
// never break after the dash, in Afrikaans and French (the longer day names) on a phone and on a
// desktop, on the confirmation and on the order page, at any width from 320 px up. And the
// `sf_checkout` cookie that holds the choice outlives the browser: it carries an expiry (a
// session cookie would be gone once the browser is closed), a bounded one.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { checkoutCollect, fullBasket, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';
import { speaks } from './support/seed';

test.use(shopperContext);

/** Every slot's hours on the page, and those laid out over more than one line. */
async function slotHours(page: Page): Promise<{ found: string[]; broken: string[] }> {
  return page.evaluate(() => {
    const found: string[] = [];
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\d{2}:\d{2}\u2060?\s?[–-]\s?\u2060?\d{2}:\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        found.push(match[0]);
        if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) broken.push(match[0]);
      }
    }
    return { found, broken };
  });
}

/** Narrows the page from `from` to 320 px and says which widths broke a slot's hours. */
async function widthsThatBreak(page: Page, from: number, height: number): Promise<number[]> {
  const bad: number[] = [];
  for (let width = from; width >= 320; width -= 6) {
    await page.setViewportSize({ width, height });
    const { found, broken } = await slotHours(page);
    expect(found.length, `slot hours on the page at ${width} px`).toBeGreaterThan(0);
    if (broken.length > 0) bad.push(width);
  }
  return bad;
}

for (const locale of ['af', 'fr'] as const) {
  test(`in ${locale} a slot's hours stay on one line on the confirmation`, async ({ page }) => {
    await fullBasket(page);
    await checkoutCollect(page);
    await speaks(page, locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect.poll(async () => (await slotHours(page)).found.length).toBeGreaterThan(0);
    expect(await widthsThatBreak(page, 412, 915)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect((await slotHours(page)).broken).toEqual([]);
  });

  test(`in ${locale} a slot's hours stay on one line on the order page`, async ({ page }) => {
    const id = await orderPlaced(page);
    await speaks(page, locale);
    await openOrder(page, id);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect.poll(async () => (await slotHours(page)).found.length).toBeGreaterThan(0);
    expect(await widthsThatBreak(page, 412, 915)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect((await slotHours(page)).broken).toEqual([]);
  });
}

test('the chosen slot is kept in a cookie that outlives the browser, for a week', async ({
  page,
}) => {
  await fullBasket(page);
  await checkoutCollect(page);
  const cookie = (await page.context().cookies()).find((each) => each.name === 'sf_checkout');
  expect(cookie, 'the sf_checkout cookie').toBeDefined();
  const now = Date.now() / 1000;
  // -1 is a session cookie: the browser drops it when it closes.
  expect(cookie!.expires).toBeGreaterThan(now + 6 * 24 * 60 * 60);
  expect(cookie!.expires).toBeLessThanOrEqual(now + 7 * 24 * 60 * 60 + 60);
  expect(JSON.parse(decodeURIComponent(cookie!.value)).t).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});
