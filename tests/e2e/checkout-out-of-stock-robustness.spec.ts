// Trying to break the out-of-stock step at confirmation (review): OK pressed twice,
// the browser's Back from the basket, and a failing upstream when the confirmation checks the
// basket. The shopper is never left on a blank page, nothing is placed, and the line that sold
// out stays marked.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  chooseFirstSlot,
  fullBasket,
  graphql,
  simOrigin,
  stageOffer,
} from './support-checkout';
import { shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);
test.setTimeout(within(90_000));

async function toConfirmation(page: Page) {
  await page.goto('/checkout/dispatch');
  await page.getByRole('radio', { name: /^Collect at/ }).check();
  await chooseFirstSlot(page, 'Collect time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

async function orderCount(page: Page): Promise<number> {
  const data = await graphql<{ viewer: { orders: { totalCount: number } } }>(
    page.request,
    '{ viewer { orders { totalCount } } }',
  );
  return data.viewer.orders.totalCount;
}

test('OK twice, then Back: the basket, then the confirmation again, never a blank page', async ({
  page,
}) => {
  await fullBasket(page);
  await addBySearch(page, 'white bread', 'Bread');
  await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
    out_of_stock: true,
  });
  await toConfirmation(page);
  const notice = page.getByRole('alert', { name: 'Some items have gone out of stock' });
  await notice.getByRole('button', { name: 'OK' }).dblclick();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByRole('list', { name: 'Out of stock' })).toContainText(
    'Sunveld Low Fat Milk 1 l',
  );

  await page.goBack();
  await expect(page.locator('main')).not.toBeEmpty();
  await expect(page.getByRole('heading').first()).toBeVisible();
  if (/\/checkout\/confirmation$/.test(page.url())) {
    await expect(page.getByRole('list', { name: 'Items to order' })).not.toContainText('Sunveld');
  }
  expect(await orderCount(page)).toBe(0);
});

test('the confirmation check failing upstream says the shop is busy and places nothing', async ({
  page,
}) => {
  await fullBasket(page);
  const sim = await simOrigin(page.request);
  await toConfirmation(page);
  await page.request.post(`${sim}/sim/faults`, {
    data: [{ route: 'POST /api/v1/cart/validate', status: 503, error_rate: 1 }],
  });
  try {
    await page.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/The shop is busy/).first()).toBeVisible();
    await expect(page.getByText('Internet connection lost')).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    expect(await orderCount(page)).toBe(0);
  } finally {
    await page.request.delete(`${sim}/sim/faults`);
  }
  // The total was never shown: the shopper checks again, sees it, then places the order.
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(/^R\s\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect(await orderCount(page)).toBe(1);
});
