// The shop's colours (its configuration's theme) are in the server's page: a browser without
// scripts used the stylesheet's defaults (a saving's price red where the shop's is violet), and
// one with them saw the colours change as the scripts came.
import { expect } from '@playwright/test';
import { contextOnDemand, scriptsReady, test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const saving = '.price-now.is-saving';

test('a saving is in the shop’s colour with scripts off, and stays so when the scripts come', async ({
  browser,
  baseURL,
}) => {
  const config = await (
    await (
      await browser.newContext({ baseURL })
    ).request.post('/graphql', {
      data: { query: '{ shopConfig { theme { promotion } } }' },
    })
  ).json();
  const hex: string = config.data.shopConfig.theme.promotion;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const shopColour = `rgb(${r}, ${g}, ${b})`;

  const off = await browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/category/1');
    await expect(page.locator(saving).first()).toHaveCSS('color', shopColour);
  } finally {
    await off.close();
  }

  const on = await contextOnDemand(browser, { ...shopperContext, baseURL });
  try {
    const page = await on.newPage();
    await page.goto('/category/1', { waitUntil: 'domcontentloaded' });
    await expect(page.locator(saving).first()).toHaveCSS('color', shopColour);
    await page.keyboard.press('Shift'); // a first key starts the scripts (ADR 0069)
    await scriptsReady(page);
    await expect(page.locator(saving).first()).toHaveCSS('color', shopColour);
  } finally {
    await on.close();
  }
});
