// Signing in keeps the language the shopper chose on this device: before, the account's saved
// language (Thandi's is English) replaced the Afrikaans she had just picked in the menu.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { PIETER, THANDI, openMenu, shopperContext, signIn } from './support-account';

test.use(shopperContext);

test('a language chosen in the menu survives signing in', async ({ page }) => {
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByLabel('Language').selectOption('af');
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await page.keyboard.press('Escape');

  await page.goto('/sign_in');
  await page.getByLabel('Selfoonnommer').fill(THANDI.login);
  await page.getByLabel('Wagwoord').fill(THANDI.password);
  await page.getByRole('button', { name: 'Teken aan' }).click();
  await expect(page).not.toHaveURL(/\/sign_in/);
  await expect(page.getByRole('button', { name: 'Maak kieslys oop' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  // And after a reload, as the server renders it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
});

test("with no choice made on the device, signing in speaks the account's language", async ({
  page,
}) => {
  await page.goto('/sign_in');
  await signIn(page, PIETER.login, PIETER.password);
  await expect(page).not.toHaveURL(/\/sign_in/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
});
