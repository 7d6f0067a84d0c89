// Out of stock at confirmation: "Some items have gone out of stock"
// with the legacy client's OK step back to the basket to replace them; when every item is gone, "All these
// items are out of stock" alone (no stale "Minimum order" beside it), and no order is placed.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { addBySearch, chooseFirstSlot, fullBasket, resetSim, stageOffer } from './support-checkout';
import { scriptsOff } from './support/no-js-checkout';
import { cartButton, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

// An offer left sold out in the simulator would fail the next journey on this shop.
test.afterEach(async ({ page }) => {
  await resetSim(page.request);
});
// Whole journeys from sign-in to payment, on a machine shared with other work.
test.setTimeout(within(90_000));

async function toConfirmation(page: Page) {
  await page.goto('/checkout/dispatch');
  await page.getByRole('radio', { name: /^Collect at/ }).check();
  await chooseFirstSlot(page, 'Collect time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

async function orderCount(page: Page): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ viewer { orders { orders { id } } } }' },
  });
  return ((await response.json()).data.viewer.orders.orders as unknown[]).length;
}

test('an item gone out of stock: OK goes back to the basket to replace it', async ({ page }) => {
  await fullBasket(page);
  await addBySearch(page, 'white bread', 'Bread');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
    out_of_stock: true,
  });
  await toConfirmation(page);

  const notice = page.getByRole('alert', { name: 'Some items have gone out of stock' });
  await expect(notice).toContainText('1 item is out of stock. Press OK to check and replace them.');
  await expect(page.getByRole('list', { name: 'Items to order' })).not.toContainText('Sunveld');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('list', { name: 'Out of stock' })).toContainText(
    'Sunveld Low Fat Milk 1 l',
  );
  expect(await orderCount(page)).toBe(0);
});

test('every item out of stock: that alone is said, and nothing is placed', async ({ page }) => {
  await fullBasket(page);
  await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
    out_of_stock: true,
  });
  await toConfirmation(page);

  const notice = page.getByRole('alert', { name: 'All these items are out of stock' });
  await expect(notice).toContainText('1 item is out of stock. Press OK to check and replace them.');
  await page.getByRole('button', { name: 'Place order' }).click();
  const problems = page.getByRole('alert', { name: 'Problems' });
  await expect(problems).toContainText('All these items are out of stock');
  await expect(page.getByText(/Minimum order/)).toHaveCount(0);
  expect(await orderCount(page)).toBe(0);
});

test('a basket whose every item is out of stock leads no one into checkout, with or without the scripts', async ({
  page,
  browser,
  baseURL,
}) => {
  await fullBasket(page);
  await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
    out_of_stock: true,
  });
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    for (const tab of [page, await off.newPage()]) {
      await tab.goto('/basket');
      await expect(tab.getByRole('heading', { name: '1 item is out of stock' })).toBeVisible();
      // Nothing could be ordered: Checkout waits, and the way on is to remove or replace them.
      await expect(tab.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      await expect(tab.getByRole('button', { name: 'Remove out-of-stock items' })).toBeEnabled();
      // The toolbar counts what the total counts, as the page's "Total (0 items) R 0.00" does:
      // before, it said "R 0.00, 3 items".
      await expect(tab.getByTestId('cart-button')).toHaveAccessibleName('Basket: R 0.00 0 items');
    }
  } finally {
    await off.close();
  }
});
