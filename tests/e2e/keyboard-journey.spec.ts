// A keyboard-only shopper: from the home page to a placed order with Tab, Shift+Tab, arrows,
// Space, Enter and typing only (no clicks), collecting at Mzansi Fresh Parow and paying by EFT.
// Each step fails if the control cannot be reached by Tab within a bounded number of presses.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signIn } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

const MAX_TABS = 120;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus; fails naming it when Tab never gets there. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target, `${what} is on the page`).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} cannot be reached with the Tab key (${MAX_TABS} presses)`);
}

async function activate(page: Page, target: Locator, what: string, key = 'Enter') {
  await tabTo(page, target, what);
  await page.keyboard.press(key);
}

/** Tabs into a radio group, then moves with the arrow keys until `target` is checked. */
async function chooseRadio(page: Page, group: Locator, target: Locator, what: string) {
  const radios = group.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    const focused = await radios.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) break;
    await page.keyboard.press('Tab');
  }
  for (let moves = 0; moves < 10 && !(await target.isChecked()); moves++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(target, what).toBeChecked();
}

test('a shopper places an order from the home page with the keyboard alone', async ({ page }) => {
  test.setTimeout(within(120_000));
  await resetSim(page.request);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  // Choose the branch.
  await activate(page, page.getByRole('button', { name: /Change branch/ }), 'the supplier bar');
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await activate(
    page,
    dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' }).getByRole('button', {
      name: 'Shop here',
    }),
    '"Shop here" at Mzansi Fresh Parow',
  );
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
  ).toBeVisible();

  // Search and add three litres of milk.
  await activate(
    page,
    page.getByRole('search', { name: 'Search the shop' }).getByRole('button', { name: 'Search' }),
    'the search button',
  );
  const searchbox = page.getByRole('searchbox', { name: 'Search products' });
  await tabTo(page, searchbox, 'the search box');
  await page.keyboard.type('low fat milk');
  const result = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: 'Sunveld Low Fat Milk 1 l' })
    .first();
  await activate(page, result.getByRole('button', { name: /^Add / }), 'the add button');
  const modal = page.getByRole('dialog', { name: 'Sunveld Low Fat Milk 1 l' });
  await expect(modal).toBeVisible();
  const more = modal.getByRole('button', { name: 'More' });
  await tabTo(page, more, 'the quantity "More" button');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await activate(page, modal.getByRole('button', { name: 'Add to basket' }), '"Add to basket"');
  await expect(modal).toBeHidden();
  await expect(cartButton(page)).toContainText('R 56.97');

  // Basket to checkout.
  await activate(page, cartButton(page), 'the basket button');
  await expect(page).toHaveURL(/\/basket$/);
  await activate(page, page.getByRole('button', { name: 'Checkout' }), 'the checkout button');
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);

  // Collect at the first time slot.
  const collect = page.getByRole('radio', { name: /^Collect at/ });
  await chooseRadio(page, page.locator('main'), collect, 'collect is chosen');
  const slot = page
    .getByRole('radiogroup', { name: /^Collect time slot, / })
    .getByRole('radio')
    .first();
  await tabTo(page, slot, 'the first time slot');
  await page.keyboard.press('Space');
  await expect(slot).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Continue' }), 'Continue');
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);

  // Pay by EFT and place the order.
  const eft = page.getByRole('radio', { name: 'EFT (bank transfer)', exact: true });
  await chooseRadio(page, page.locator('main'), eft, 'EFT is chosen');
  await expect(page.getByTestId('checkout-total')).toHaveText('R 56.97');
  await activate(page, page.getByRole('button', { name: 'Place order' }), 'Place order');
  await expect(page.getByRole('heading', { name: 'Pay R 56.97 by EFT' })).toBeVisible();

  // The placed order.
  await activate(page, page.getByRole('link', { name: 'View order' }), 'View order');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const outro = page.getByRole('dialog');
  await expect(outro).toBeVisible();
  await activate(page, outro.getByRole('button', { name: 'Done' }), 'Done');
  await expect(outro).toBeHidden();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 56.97');
});
