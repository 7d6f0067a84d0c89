// The toolbar's basket figures on a shared server page (docs/adr/0056): that page is one for every
// visitor and holds nobody's basket, so it never states one ("R 0.00, 0 items" to a visitor whose
// basket holds something); the figures come once the basket is read: on /basket from the server,
// elsewhere from the hydrated app.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { fullBasket } from './support-checkout';
import { hydrated, shopperContext } from './support/shop';

test.use(shopperContext);

test('a shared page states no basket figures; the hydrated app and /basket give the real ones', async ({
  browser,
  baseURL,
}) => {
  const off = await browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await page.goto('/product/1');
    await page
      .getByRole('button', { name: /^Add .+ to basket$/ })
      .first()
      .click();
    await page.waitForURL(/\/product\/1\?added=1$/);

    const category = await page.goto('/category/1');
    expect(category?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
    const cart = page.getByTestId('cart-button');
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAccessibleName('Basket:');
    await expect(cart.locator('.cart-count')).toBeHidden();

    const basket = await page.goto('/basket');
    expect(basket?.headers()['x-render']).toBe('rendered; private');
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
      /^Basket: R\s?\d+\.\d\d 1 item$/,
    );

    // The same visitor with the scripts on: the shared page's figures come with the app.
    const on = await browser.newContext({
      ...shopperContext,
      baseURL,
      storageState: await off.storageState(),
    });
    try {
      const tab = await on.newPage();
      const served = await tab.goto('/category/1');
      expect(served?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
      await hydrated(tab);
      await expect(tab.getByTestId('cart-button')).toHaveAccessibleName(
        /^Basket: R\s?\d+\.\d\d 1 item$/,
      );
    } finally {
      await on.close();
    }
  } finally {
    await off.close();
  }
});

// A signed-in shopper's page is rendered for them alone (never kept for another), so nothing
// holds its toolbar back: it states their basket from the server. Before, every page but /basket
// read "Basket:" with no figures, with JavaScript off and until the scripts ran.
test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in shopper’s server pages state their basket in the toolbar', async ({ page }) => {
    await fullBasket(page);
    for (const path of ['/', '/category/1', '/product/1', '/orders']) {
      const served = await page.goto(path);
      expect(served?.headers()['x-render'], path).toBe('rendered; private');
      await expect(page.getByTestId('cart-button'), path).toHaveAccessibleName(
        'Basket: R 56.97 3 items',
      );
    }
  });
});
