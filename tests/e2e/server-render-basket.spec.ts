// A visitor's basket from the server (docs/adr/0047, 0049): with JavaScript off, Add on a product
// page puts the line in the basket (POST /basket), and /basket is rendered with the visitor's
// sealed basket cookie: the line, its price, no skeleton, `private, no-store`. Another visitor's
// basket page afterwards holds nothing of it.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';

test.use(shopperContext);

test('with JavaScript off, a visitor adds on a product page and reads the line on /basket', async ({
  browser,
  baseURL,
}) => {
  const off = await browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/product/1');
    const add = page.getByRole('button', { name: /^Add .+ to basket$/ }).first();
    await expect(add).toBeVisible();
    // "Add Ubuntu Mills Super Maize Meal 2.5 kg at Kaap Spens Goodwood to basket"
    const [, name, branch] = /^Add (.+) at (.+) to basket$/.exec(
      (await add.getAttribute('aria-label')) ?? '',
    )!;
    await add.click();
    // Back on the page, which says the line is in: a page without scripts shows no basket figures.
    await page.waitForURL(/\/product\/1\?added=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Added to your basket' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your basket' })).toHaveAttribute(
      'href',
      '/basket',
    );

    const basket = await page.goto('/basket');
    expect(basket?.status()).toBe(200);
    expect(basket?.headers()['x-render']).toBe('rendered; private');
    expect(basket?.headers()['cache-control']).toBe('private, no-store');
    const main = page.locator('main');
    await expect(main).toContainText(name!);
    await expect(main).toContainText(branch!);
    await expect(main).toContainText(/Total \(1 item\)R\s?\d+\.\d\d/);
    await expect(main).not.toContainText('Your basket is empty');
    const html = await basket!.text();
    expect(html).toContain(name!);

    // The same visitor with the scripts on: the served basket hydrates with no error, the line
    // still there.
    const on = await browser.newContext({
      ...shopperContext,
      baseURL,
      storageState: await off.storageState(),
    });
    try {
      const tab = await on.newPage();
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      tab.on('pageerror', (error) => errors.push(error.message));
      const served = await tab.goto('/basket');
      expect(served?.headers()['x-render']).toBe('rendered; private');
      await hydrated(tab);
      await expect(tab.locator('main')).toContainText(name!);
      await expect(tab.getByTestId('cart-button')).toContainText('1 item');
      expect(errors).toEqual([]);
    } finally {
      await on.close();
    }

    // Another visitor, after hers: their own empty basket, nothing of hers.
    const other = await browser.newContext({
      ...shopperContext,
      baseURL,
      javaScriptEnabled: false,
    });
    try {
      const tab = await other.newPage();
      const theirs = await tab.goto('/basket');
      expect(theirs?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
      expect(await theirs!.text()).not.toContain(name!);
    } finally {
      await other.close();
    }
  } finally {
    await off.close();
  }
});
