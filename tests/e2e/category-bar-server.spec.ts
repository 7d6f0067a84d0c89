// The desktop's category bar is in the server's page (its root loader fetches it there): a
// desktop without scripts can move between categories, and one with them sees nothing move when
// they come (the bar used to appear with them, pushing the page down by its height). A phone
// does not show it.
import { devices, expect } from '@playwright/test';
import { contextOnDemand, scriptsReady, test } from './support/test';
import { shopperContext } from './support/shop';

const DESKTOP = { ...shopperContext, viewport: { width: 1280, height: 800 } };
// A phone's, whatever the project's own viewport.
const PHONE = { ...shopperContext, viewport: devices['Pixel 7'].viewport };

test.describe('scripts off, desktop', () => {
  test.use({ ...DESKTOP, javaScriptEnabled: false });

  test('the category bar is there, the open category marked', async ({ page }) => {
    await page.goto('/category/1');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await expect(bar.getByRole('link', { name: 'Pantry Staples' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await bar.getByRole('link', { name: 'Bakery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
  });
});

test.describe('scripts off, phone', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('the category bar is not shown', async ({ page }) => {
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Staples' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
  });
});

for (const path of ['/', '/product/1']) {
  test(`${path} on a desktop: nothing moves when the scripts come`, async ({
    browser,
    baseURL,
  }) => {
    const context = await contextOnDemand(browser, { ...DESKTOP, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { level: 1 });
      const before = (await heading.boundingBox())?.y;
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
      await page.keyboard.press('Shift'); // a first key starts the scripts (ADR 0069)
      await scriptsReady(page);
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
      expect((await heading.boundingBox())?.y).toBe(before);
    } finally {
      await context.close();
    }
  });
}
