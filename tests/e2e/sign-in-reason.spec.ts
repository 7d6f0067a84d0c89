// A visitor sent to sign in by the comparison or the checkout reads why (the legacy API compares
// and takes orders for signed-in shoppers only): before, a bare sign-in form.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('the comparison says why it needs an account', async ({ page }) => {
  await page.goto('/basket/compare');
  await expect(page).toHaveURL(/\/sign_in\?redirect_to=%2Fbasket%2Fcompare/);
  await expect(page.getByRole('status').filter({ hasText: 'Comparing your basket' })).toHaveText(
    'Comparing your basket across branches needs an account. Log in or register: your basket comes with you.',
  );
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a sign-in the visitor chose says nothing extra', async ({ page }) => {
  await page.goto('/sign_in');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(/needs an account/)).toHaveCount(0);
});
