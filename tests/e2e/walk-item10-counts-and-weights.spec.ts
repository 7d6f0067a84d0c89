// Three litres of milk and 1.5 kg of mince are "4 items" wherever the shop counts them: in the
// basket's button, in the order history and on the button of the order being updated (each
// weighed line counts once, each unit sold by the unit counts). And 1.5 kg reads "1.5 kg" in
// English and "1,5 kg" in Afrikaans and French on the basket, the order and its edit lines, never
// "1.500 kg" (one thousand five hundred kilograms to many readers).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { MILK, orderPlaced, THANDI, signInThroughApi, resetSim } from './support-checkout';
import { openOrder } from './support/seed-order';
import { PAROW, seedBasket, speaks } from './support/seed';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

const MINCE = { query: 'beef mince', name: 'Slaghuis Oupa Beef Mince (per kg)', quantity: 1.5 };

test('the basket, the history and the order being updated count the same items', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request, THANDI);
  await seedBasket(page, PAROW, [MILK, MINCE]);
  await page.goto('/basket');
  await expect(cartButton(page)).toContainText('4 items');
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText('1.5 kg');
  await expect(page.getByRole('list', { name: 'Basket items' })).not.toContainText('1.500');

  const id = await orderPlaced(page, { lines: [MILK, MINCE] });
  await page.goto('/orders');
  await expect(page.locator('.order-row').first()).toContainText('4 items');

  await openOrder(page, id);
  const items = page.getByRole('list', { name: 'Order items' });
  await expect(items).toContainText('Ordered 1.5 kg');
  await expect(items).not.toContainText('1.500');
  await page.getByRole('button', { name: 'Update order' }).click();
  // The toolbar's button is the order's now: its reference and its items after the changes.
  await expect(page.getByTestId('cart-button')).toContainText(/ · 4 items$/);
  const mince = items.getByRole('listitem', { name: MINCE.name });
  await expect(
    mince.getByRole('group', { name: /^Quantity of/ }).getByLabel('Quantity'),
  ).toHaveText('1.5 kg');
});

for (const [locale, ordered] of [
  ['af', 'Bestel 1,5 kg'],
  ['fr', 'Commandé 1,5 kg'],
] as const) {
  test(`in ${locale} the order reads 1,5 kg`, async ({ page }) => {
    const id = await orderPlaced(page, { lines: [MILK, MINCE] });
    await speaks(page, locale);
    await openOrder(page, id);
    const items = page.getByRole('list', { name: /./ }).filter({ hasText: /Slaghuis/ });
    await expect(items).toContainText(ordered);
    await expect(items).not.toContainText('1.500');
  });
}
