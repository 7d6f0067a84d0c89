// Load-shedding: going offline never replaces the shop with a bare error page. A screen
// whose code or data cannot load keeps the shell, the basket and the offline banner, and loads by
// itself when the connection returns.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { addFromSearch, cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('offline, a new screen keeps the shell and the basket, then loads when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  // The page has read the basket from the gateway before the connection goes: this journey is
  // about a screen loaded offline, not a page load that never reached the gateway.
  await expect(cartButton(page)).toContainText('1 item');

  await context.setOffline(true);
  // Leaflets: a screen whose code was never loaded.
  await page.getByRole('link', { name: 'Leaflets' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await expect(cartButton(page)).toContainText('1 item');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaflets' })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(cartButton(page)).toContainText('1 item');
});
