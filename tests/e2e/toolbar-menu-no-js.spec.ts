// The toolbar's menu button opens a panel only the scripts draw: a browser without them does not
// show it (docs/adr/0066), on the server's pages as on the client page's loading frame; with the
// scripts it is there and opens the menu.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/category/1', '/basket']) {
    test(`${path} shows no menu button that cannot open`, async ({ page }) => {
      const served = await page.goto(path);
      expect(served?.headers()['x-render']).toMatch(/^(rendered|cached)/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    });
  }
});

test('with scripts the menu button is shown and opens the menu', async ({ page }) => {
  await page.goto('/category/1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Promotions' })).toBeVisible();
});
