// A first visit from Sandton whose browser would still ask for the position (nothing known about
// where the visitor is): the basket asks whether the shop delivers there before Checkout leads to
// signing in, and once the visitor says Sandton it says the shop does not deliver there, on the
// basket itself. Without it a visitor filled a basket and reached sign-in before anything said so.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { PAROW, seedBasket } from './support/seed';

const SANDTON = { latitude: -26.1076, longitude: 28.0567 };

test.use({ ...shopperContext, permissions: [], geolocation: SANDTON });

test('the basket asks where the visitor is before checkout, and says Sandton is not delivered to', async ({
  page,
}, testInfo) => {
  await seedBasket(page, PAROW, [{ query: 'milk', name: 'Sunveld Low Fat Milk 2 l', quantity: 1 }]);
  await page.goto('/basket');
  const total = page.getByTestId('basket-total');
  await expect(total).toHaveText(/^R\s\d+\.\d\d$/);
  const before = await total.innerText();
  const area = page.getByRole('group', { name: 'Delivery area' });
  await expect(area).toContainText('Do we deliver to you?');
  // Before the Checkout button, on a phone's first screen.
  const checkout = page.getByRole('button', { name: 'Checkout' });
  expect((await area.boundingBox())!.y).toBeLessThan((await checkout.boundingBox())!.y);
  await page.screenshot({ path: testInfo.outputPath('basket-area-unknown.png') });

  await area.getByRole('button', { name: 'Check your area' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await dialog.getByRole('combobox', { name: 'Your suburb or town' }).fill('Sandton');
  await dialog.getByRole('option', { name: /^Sandton, Johannesburg/ }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(area).toContainText("We don't deliver to Sandton yet");
  // The basket's own delivery line says the same of its branch, not "sign in to see the fee".
  const line = page.getByRole('region', { name: 'Delivery' });
  await expect(line).toContainText(
    'Mzansi Fresh Parow does not deliver to Sandton: collection only. Collecting is free.',
  );
  await expect(line.getByRole('link', { name: 'Sign in to see the delivery fee' })).toHaveCount(0);
  // Still the visitor's basket, at Parow: nothing was emptied or moved.
  await expect(total).toHaveText(before);
  await page.screenshot({ path: testInfo.outputPath('basket-area-sandton.png') });
});
