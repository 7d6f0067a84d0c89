// The shop speaks English by default, whatever the browser's language, until the shopper chooses.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, locale: 'fr-FR' });

test('a French browser sees English until the shopper picks French, which then sticks', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: /^Basket:/ })).toBeVisible();
  await page.evaluate(() => {
    document.cookie = 'sf_locale=fr; path=/; samesite=lax';
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
