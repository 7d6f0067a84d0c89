// Signing in with JavaScript off. A visitor fills a basket with Add (a form), opens the
// comparison, follows its "Log in" to the server-rendered sign-in page, and signs in with its
// form (POST /sign_in): they land back on the comparison, now theirs, with their basket (adopted
// at sign-in) compared across branches, each with its "Shop at" form. A wrong password shows the
// form again with the error and the number kept.
import { expect, type Browser } from '@playwright/test';
import { THANDI } from './support-checkout';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
}

test('with JavaScript off, a visitor fills a basket, compares it, signs in and comes back to the comparison', async ({
  browser,
  baseURL,
}) => {
  const off = await withoutScripts(browser, baseURL);
  try {
    const page = await off.newPage();
    await page.goto('/product/1');
    await page
      .getByRole('button', { name: /^Add .+ to basket$/ })
      .first()
      .click();
    await page.waitForURL(/\/product\/1\?added=1$/);
    await page.goto('/basket/compare');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/sign_in\?redirect_to=%2Fbasket%2Fcompare$/);

    // A wrong password first: the form again, the number kept.
    await page.getByLabel('Mobile number').fill(THANDI.login);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid mobile number or password');
    await expect(page.getByLabel('Mobile number')).toHaveValue(THANDI.login);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(THANDI.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/basket\/compare$/);
    await expect(page.getByRole('heading', { name: /^Cheapest basket: / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Shop at / }).first()).toBeVisible();
  } finally {
    await off.close();
  }
});
