// Guessing a password: after ten tries on one number in 15 minutes the shop says to wait, and
// the right password does not get through either. A dedicated shop with the default limits (the
// shared one allows far more, as its journeys sign the same shoppers in all the time).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { startDedicatedShop } from './support/dedicated-shop';
import { shopperContext } from './support/shop';
import { signIn } from './support-account';

test.use(shopperContext);

const guessingTest = test.extend<object, { defaultLimitsShop: string }>({
  defaultLimitsShop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startDedicatedShop();
      try {
        await use(shop.url);
      } finally {
        await shop.stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ defaultLimitsShop }, use) => use(defaultLimitsShop),
});

guessingTest('ten wrong passwords, then the shop asks the shopper to wait', async ({ page }) => {
  await page.goto('/sign_in');
  const alert = page.getByRole('alert');
  const answered = () =>
    page.waitForResponse(
      (response) => response.url().includes('/graphql') && response.request().method() === 'POST',
    );
  for (let guess = 1; guess <= 10; guess++) {
    const answer = answered();
    await signIn(page, '083 123 4567', `guess-${guess}`);
    await answer;
    await expect(alert).toHaveText('Invalid mobile number or password');
  }

  const answer = answered();
  await signIn(page, '0831234567', 'lekker123');
  await answer;
  await expect(alert).toHaveText('Too many attempts with this number. Try again in 15 minutes.');
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/sign_in/);
});
