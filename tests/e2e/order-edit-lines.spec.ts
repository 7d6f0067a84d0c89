// Editing an order's lines (issue 11 §2, issue 15): quantities follow the basket's rules (a per-kg
// line steps by 0.050 kg from its 0.250 kg minimum and shows "0.500 kg"), a stock-short line shows
// what could be supplied until the shopper acts (never "Removed" before), says when it is accepted,
// and a removed line can be put back.
import { expect, test } from '@playwright/test';
import {
  addBySearch,
  advanceOrder,
  fullBasket,
  moneyArrives,
  placeEftOrder,
} from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a per-kg line follows the basket rules; removing can be undone', async ({ page }) => {
  await fullBasket(page);
  await addBySearch(page, 'beef mince', 'Slaghuis Oupa Beef Mince (per kg)');
  await placeEftOrder(page);
  await page.getByRole('button', { name: 'Update order' }).click();

  const mince = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('listitem', { name: 'Slaghuis Oupa Beef Mince (per kg)' });
  const stepper = mince.getByRole('group', { name: /^Quantity of/ });
  await expect(stepper.getByLabel('Quantity')).toHaveText('0.250 kg');
  await expect(stepper.getByRole('button', { name: 'Less' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'More' }).click();
  await expect(stepper.getByLabel('Quantity')).toHaveText('0.300 kg');
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Quantity: 0.300 kg');

  await mince.getByRole('button', { name: /^Remove/ }).click();
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Removed');
  await mince.getByRole('button', { name: 'Undo' }).click();
  await expect(mince.getByTestId('modified-quantity')).toHaveText('Quantity: 0.250 kg');
});

test('a stock-short line shows what is available, then that it is accepted', async ({ page }) => {
  await fullBasket(page);
  const id = await placeEftOrder(page);
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
