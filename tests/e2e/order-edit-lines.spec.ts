// Editing an order's lines: quantities follow the basket's rules (a per-kg
// line steps by 0.05 kg from its 0.25 kg minimum and shows "0.5 kg"), a stock-short line shows
// what could be supplied until the shopper acts (never "Removed" before), says when it is accepted,
// and a removed line can be put back.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  advanceOrder,
  MILK,
  moneyArrives,
  orderOnServer,
  orderPlaced,
  stageOffer,
} from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a per-kg line follows the basket rules; removing can be undone', async ({ page }) => {
  // Milk and the least mince the dialog adds (0.250 kg), by EFT.
  const beefMince = {
    query: 'beef mince',
    name: 'Slaghuis Oupa Beef Mince (per kg)',
    quantity: 0.25,
  };
  await openOrder(page, await orderPlaced(page, { lines: [MILK, beefMince] }));
  await page.getByRole('button', { name: 'Update order' }).click();

  const mince = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('listitem', { name: 'Slaghuis Oupa Beef Mince (per kg)' });
  const stepper = mince.getByRole('group', { name: /^Quantity of/ });
  await expect(stepper.getByLabel('Quantity')).toHaveText('0.25 kg');
  await expect(stepper.getByRole('button', { name: 'Less' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'More' }).click();
  await expect(stepper.getByLabel('Quantity')).toHaveText('0.3 kg');
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Quantity: 0.3 kg');

  // Holding More repeats (after 500 ms, every 50 ms) until released.
  await stepper.getByRole('button', { name: 'More' }).hover();
  await page.mouse.down();
  await expect(stepper.getByLabel('Quantity')).toHaveText(/^(0\.[5-9]\d?|[1-9](\.\d{1,2})?) kg$/);
  await page.mouse.up();
  const held = await stepper.getByLabel('Quantity').textContent();
  await expect(mince.getByTestId('modified-quantity')).toHaveText(`Quantity: ${held}`);
  await stepper.getByRole('button', { name: 'Less' }).click();
  await expect(stepper.getByLabel('Quantity')).not.toHaveText(held!);

  await mince.getByRole('button', { name: /^Remove/ }).click();
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Removed');
  await mince.getByRole('button', { name: 'Undo' }).click();
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Quantity: 0.25 kg');
});

test('a stock-short line shows what is available, then that it is accepted', async ({ page }) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await advanceOrder(page.request, id, 'stock_short');
  await page.goto('/');
  await page
    .getByRole('dialog', { name: 'Orders that need you' })
    .getByRole('link', { name: 'Show me' })
    .click();
  await page.getByRole('button', { name: 'Update order' }).click();

  const short = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('listitem')
    .filter({ hasText: 'Stock short' })
    .first();
  const state = short.getByTestId('modified-quantity');
  await expect(state).toHaveText(/^Only \d+ of 3 available$/);
  await expect(state).not.toHaveText('Removed');
  await short.getByRole('button', { name: 'Accept' }).click();
  await expect(state).toHaveText(/^Accepted: \d+ of 3$/);
  await expect(short.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await short.getByRole('button', { name: 'Undo' }).click();
  await expect(short.getByRole('button', { name: 'Accept' })).toBeVisible();
});

test('items added to the order are checked: gone ones are dropped, new prices shown', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Update order' }).click();

  // Bread's price changes after the shopper saw it in the catalogue.
  await page.getByRole('button', { name: 'Add items' }).click();
  const bread = await stageOffer(page.request, 'white bread', 'Bread', {});
  await addBySearch(page, 'white bread', 'Bread', 1, () =>
    stageOffer(page.request, 'white bread', 'Bread', { price_in_cents: bread.priceInCents + 100 }),
  );
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const newPrice = `R ${((bread.priceInCents + 100) / 100).toFixed(2)}`;
  const news = page.getByRole('status', { name: 'Added items checked' });
  await expect(news).toHaveText(`${bread.name} now costs ${newPrice}.`);
  await expect(page.getByRole('list', { name: 'Items to add' })).toContainText(newPrice);

  // Tomatoes sell out between the catalogue and the order.
  await page.getByRole('button', { name: 'Add items' }).click();
  let tomatoes = { name: '' };
  await addBySearch(page, 'tomatoes', 'Tomatoes (per kg)', 1, async () => {
    tomatoes = await stageOffer(page.request, 'tomatoes', 'Tomatoes (per kg)', {
      out_of_stock: true,
    });
  });
  await expect(news).toHaveText(`${tomatoes.name} is out of stock and was not added.`);
  const toAdd = page.getByRole('list', { name: 'Items to add' });
  await expect(toAdd).toContainText('Bread');
  await expect(toAdd).not.toContainText('Tomatoes');
  // Nothing is saved yet: the order on the server is as placed.
  expect((await orderOnServer(page.request, id)).items.map((item) => item.name)).toEqual([
    'Sunveld Low Fat Milk 1 l',
  ]);

  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await page
    .getByRole('region', { name: 'Check your changes' })
    .getByRole('button', { name: 'Confirm update' })
    .click();
  await expect(page.getByRole('list', { name: 'Items to add' })).toHaveCount(0);
  const saved = await orderOnServer(page.request, id);
  expect(saved.items.find((item) => item.name === bread.name)?.unitPriceInCents).toBe(
    bread.priceInCents + 100,
  );
  expect(saved.items.some((item) => item.name.startsWith('Tomatoes'))).toBe(false);
});
