// Comparing a basket with JavaScript off. A visitor fills a basket with Add (a form), opens the
// comparison and is told why it needs an account (the legacy API compares a signed-in shopper's
// cart only), with a link to sign in that comes back to the comparison. A signed-in shopper (who
// signs in with the scripts on, then goes on with them off) gets the comparison from the server,
// private to them, and moves the basket with a "Shop here" form: the basket page then shows the
// branch's line at the price the comparison showed, and its total, and the branch is chosen.
import { expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { fullBasket } from './support-checkout';
import { cents } from './support/rand';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const REASON =
  'Comparing your basket across branches needs an account. Log in or register: your basket comes with you.';

async function withoutScripts(browser: Browser, baseURL: string | undefined, state?: object) {
  return browser.newContext({
    ...shopperContext,
    baseURL,
    javaScriptEnabled: false,
    ...(state ? { storageState: state as never } : {}),
  });
}

test('with JavaScript off, a visitor fills a basket, opens the comparison and reaches sign-in', async ({
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
    // A shared page never learns the basket's figures without scripts: the pill says "Basket".
    await expect(
      page.getByTestId('cart-button').getByText('Basket', { exact: true }),
    ).toBeVisible();
    await page.goto('/basket');
    await expect(page.getByTestId('basket-total')).toContainText(/R\s?\d/);

    await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();
    await expect(page).toHaveURL(/\/basket\/compare$/);
    await expect(page.getByRole('status')).toHaveText(REASON);
    await expect(page.getByRole('button', { name: /^Shop / })).toHaveCount(0);

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/sign_in\?redirect_to=%2Fbasket%2Fcompare$/);
  } finally {
    await off.close();
  }
});

test('with JavaScript off, a signed-in shopper compares and moves the basket with Shop here', async ({
  page,
  browser,
  baseURL,
}) => {
  // Signed in with the scripts on: 3 × Sunveld Low Fat Milk 1 l at Mzansi Fresh Parow, R 56.97.
  await fullBasket(page);
  const off = await withoutScripts(browser, baseURL, await page.context().storageState());
  try {
    const tab = await off.newPage();
    const served = await tab.goto('/basket/compare');
    expect(served?.headers()['x-render']).toBe('rendered; private');
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    await expect(tab.getByRole('heading', { name: /^Cheapest basket: / })).toBeVisible();

    // A branch other than Parow, and its row's figures: 3 litres, collected (no fee).
    const rows = tab.getByRole('table').getByRole('row');
    const other = rows.filter({ has: tab.getByRole('button', { name: /^Shop at / }) }).filter({
      hasNot: tab.getByRole('rowheader', { name: /Mzansi Fresh Parow/ }),
    });
    await expect(other.first()).toBeVisible();
    const row = other.first();
    const branch = ((await row.getByRole('button').getAttribute('aria-label')) ?? '').replace(
      /^Shop at /,
      '',
    );
    const subtotal = cents(await row.locator('td[data-label="Subtotal"]').textContent());
    const total = cents(await row.locator('td[data-label="Total"]').textContent());
    expect(total).toBe(subtotal);
    expect(await row.locator('td[data-label="Shipping"]').textContent()).toBe('Collected');
    // The form carries the milk at that branch, 3 of it, at the unit price the row adds up.
    const form = row.locator('form');
    await expect(form).toHaveAttribute('action', '/basket');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.locator('input[name="replace"]')).toHaveValue('1');
    await expect(form.locator('input[name="quantity"]')).toHaveValue('3');
    const unit = Number(await form.locator('input[name="seenPriceInCents"]').inputValue());
    expect(3 * unit).toBe(subtotal);

    await row.getByRole('button', { name: `Shop at ${branch}` }).click();
    await expect(tab).toHaveURL(/\/basket$/);
    const main = tab.locator('main');
    await expect(main).toContainText('Sunveld Low Fat Milk 1 l');
    await expect(main).toContainText(branch);
    expect(cents(await tab.getByTestId('basket-total').textContent())).toBe(subtotal);
    // The branch is chosen too, as Shop here chooses it with the scripts on.
    await tab.goto('/');
    await expect(
      tab.getByRole('button', { name: `Branch: ${branch}. Change branch` }).first(),
    ).toBeVisible();
  } finally {
    await off.close();
  }
});
