// Registering with JavaScript off. A visitor fills a basket with Add (a form), opens the
// comparison, follows "Log in" and then "Register", and registers with the server-rendered form
// (both tabs' fields on one page, POST /register): a refusal shows the form again with what was
// typed (never the password), and the new shopper lands back on the comparison, signed in, with
// the basket (adopted at sign-up) compared across branches. And with the scripts on, what is typed
// before the page hydrates stays.
import { expect, type Browser, type Page } from '@playwright/test';
import { newShopper } from './support-account';
import { scriptsReady, test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
}

test('with JavaScript off, a visitor fills a basket, registers and comes back to the comparison signed in', async ({
  browser,
  baseURL,
}) => {
  const shopper = newShopper('Ayanda', 'Zulu');
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
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?redirect_to=%2Fbasket%2Fcompare$/);

    // Both tabs' fields are on the page: no tab to switch without the script.
    await page.getByLabel('First name').fill(shopper.firstName);
    await page.getByLabel('Last name').fill(shopper.lastName);
    await page.getByLabel('Mobile number').fill(shopper.login);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill('not-the-same');
    await page.getByLabel('Occupation (optional)').fill('Caterer');
    await page
      .getByRole('group', { name: 'Favoured suppliers' })
      .getByLabel('Mzansi Fresh Parow')
      .check();
    await page.getByRole('button', { name: 'Register' }).click();

    // The form again: what went wrong, what was typed, never the passwords.
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
      'Passwords must match',
    );
    await expect(page.getByLabel('First name')).toHaveValue(shopper.firstName);
    await expect(page.getByLabel('Mobile number')).toHaveValue(shopper.login);
    await expect(page.getByLabel('Occupation (optional)')).toHaveValue('Caterer');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('I accept the terms and conditions')).not.toBeChecked();

    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill(shopper.password);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/basket\/compare$/);
    await expect(page.getByRole('heading', { name: /^Cheapest basket: / })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Shop at / }).first()).toBeVisible();
  } finally {
    await off.close();
  }
});

/** Holds the page's entry script until `release` is called: the page stays as served. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test('what is typed in the register form before the scripts run stays once they do, and registering goes on', async ({
  page,
}) => {
  const shopper = newShopper('Naledi', 'Khumalo');
  const release = await holdEntryScript(page);
  await page.goto('/register?return_to=%2Fpromotions', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Mobile number').fill(shopper.login);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByLabel('I accept the terms and conditions').check();
  release();
  await scriptsReady(page);

  // The scripts serve the page in tabs now; nothing typed was lost.
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('First name')).toHaveValue(shopper.firstName);
  await expect(page.getByLabel('Mobile number')).toHaveValue(shopper.login);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});
