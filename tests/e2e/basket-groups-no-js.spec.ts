// The basket page's group removals with JavaScript off: "Remove out-of-stock items" and a branch's
// "Keep only these" are forms the gateway answers (POST /basket), as Add, the stepper and Shop
// here are, so a shopper without the scripts is never shown a button that does nothing. The
// basket is built with the scripts on, then the page is used with them off, on the same cookies.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signIn, stageOffer } from './support-checkout';
import { basketAtParowAndBellville } from './support/add-at-branch';
import { scriptsOff } from './support/no-js-checkout';
import { addFromSearch, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

// An offer left sold out in the simulator would fail the next journey on this shop.
test.afterEach(async ({ page }) => {
  await resetSim(page.request);
});

const MILK = ['low fat milk', 'Sunveld Low Fat Milk 1 l'] as const;
const MAIZE = ['super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg'] as const;

test('with JavaScript off, a shopper removes the out-of-stock items', async ({
  page,
  browser,
  baseURL,
}) => {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addFromSearch(page, ...MILK);
  await addFromSearch(page, ...MAIZE);
  await stageOffer(page.request, ...MILK, { out_of_stock: true });

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/basket');
    await expect(tab.getByRole('heading', { name: '1 item is out of stock' })).toBeVisible();
    await tab.getByRole('button', { name: 'Remove out-of-stock items' }).click();

    await expect(tab).toHaveURL(/\/basket$/);
    await expect(tab.getByRole('heading', { name: /out of stock/ })).toHaveCount(0);
    const items = tab.getByRole('list', { name: 'Basket items' });
    await expect(items).toContainText(MAIZE[1]);
    await expect(tab.locator('main')).not.toContainText(MILK[1]);
    await expect(items.getByRole('listitem')).toHaveCount(1);
  } finally {
    await off.close();
  }
});

test("with JavaScript off, a visitor keeps one branch's items and shops there", async ({
  page,
  browser,
  baseURL,
}) => {
  await basketAtParowAndBellville(page);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/basket');
    await expect(
      tab.getByRole('heading', { name: 'Your basket holds items from 2 branches' }),
    ).toBeVisible();
    await tab
      .getByRole('region', { name: 'Boland Bulk Bellville' })
      .getByRole('button', { name: 'Keep only these' })
      .click();

    await expect(tab).toHaveURL(/\/basket$/);
    await expect(tab.getByRole('heading', { name: /items from 2 branches/ })).toHaveCount(0);
    const main = tab.locator('main');
    await expect(main).toContainText('Boland Bulk Bellville');
    await expect(main).not.toContainText('Mzansi Fresh Parow');
    await expect(tab.getByRole('list', { name: 'Basket items' }).getByRole('listitem')).toHaveCount(
      1,
    );
    // The branch is chosen too, as "Keep only these" chooses it with the scripts on.
    await tab.goto('/');
    await expect(
      tab.getByRole('button', { name: 'Branch: Boland Bulk Bellville. Change branch' }).first(),
    ).toBeVisible();
  } finally {
    await off.close();
  }
});
