// The shop's colours (its configuration's theme) are in the server's page: a browser without
// scripts used the stylesheet's defaults (a saving's price red where the shop's is violet), and
// one with them saw the colours change as the scripts came.
import { expect, type APIRequestContext } from '@playwright/test';
import { contextOnDemand, scriptsReady, test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const saving = '.price-now.is-saving';

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a saving is in the shop’s colour', async ({ page, request }) => {
    const colour = await shopColour(request);
    await page.goto('/category/1');
    await expect(page.locator(saving).first()).toHaveCSS('color', colour);
  });
});

test('a saving is in the shop’s colour before the scripts and stays so when they come', async ({
  browser,
  baseURL,
  request,
}) => {
  const colour = await shopColour(request);
  const context = await contextOnDemand(browser, { ...shopperContext, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/category/1', { waitUntil: 'domcontentloaded' });
    // Read once, not awaited: the scripts start on their own after five seconds (ADR 0069), and
    // a retrying assertion would pass on the colours they set.
    const before = await page
      .locator(saving)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(before).toBe(colour);
    await page.keyboard.press('Shift'); // a first key starts the scripts (ADR 0069)
    await scriptsReady(page);
    await expect(page.locator(saving).first()).toHaveCSS('color', colour);
  } finally {
    await context.close();
  }
});

/** The configuration's promotion colour, as CSS computes it (`rgb(r, g, b)`). */
async function shopColour(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/graphql', {
    data: { query: '{ shopConfig { theme { promotion } } }' },
  });
  const hex: string = (await answer.json()).data.shopConfig.theme.promotion;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
