// The chosen branch's whole name shows in the supplier bar on a phone, beside "Compare all
// branches": four branches of one group differ only in their last word.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { isCutOff } from './support/layout';
import { chooseBranch, shopperContext } from './support/shop';

test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

test('the supplier bar shows the whole branch name on a phone', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Boland Bulk Kuils River');
  const name = page.locator('.supplier-bar-name');
  await expect(name).toHaveText('Boland Bulk Kuils River');
  await expect(page.getByRole('button', { name: 'Compare all branches' })).toBeVisible();
  // Nothing of the name is cut off: its text fits inside its box (to a pixel of rounding).
  expect(await isCutOff(name)).toBe(false);
});
