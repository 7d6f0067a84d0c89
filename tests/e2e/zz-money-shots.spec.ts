import { test, expect } from '@playwright/test';
import { checkoutCollect, fullBasket, payByCard, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);
test.setTimeout(120_000);

test('screenshots', async ({ page }) => {
  await fullBasket(page);
  await checkoutCollect(page);
  await page.getByRole('checkbox', { name: 'Use R 50.00 of your R 50.00 wallet credit' }).check();
  await page.getByRole('checkbox', { name: /Add plastic bags/ }).check();
  await placeOrder(page, 'Card');
  await page.getByRole('button', { name: /^Pay R\s[\d.]+ with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Update order' }).click();
  const stepper = page
    .getByRole('list', { name: 'Order items' })
    .getByRole('group', { name: /^Quantity of/ })
    .first();
  await stepper.getByRole('button', { name: 'Less' }).click();
  await page.getByRole('button', { name: 'UPDATE ORDER' }).click();
  await page.getByRole('region', { name: 'Check your changes' }).getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByTestId('due-back')).toBeVisible();
  const url = page.url();
  for (const locale of ['en', 'af', 'fr']) {
    await page.evaluate((l) => localStorage.setItem('locale-v1', JSON.stringify(l)), locale);
    for (const [name, w, h] of [['phone', 390, 844], ['desktop', 1366, 900]] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(url);
      await expect(page.getByTestId('due-back')).toBeVisible();
      await page.screenshot({ path: `/tmp/money-shots/order-${locale}-${name}.png`, fullPage: true });
    }
  }
  await page.getByRole('button', { name: /Kanselleer|Annuler|Cancel/ }).last().click();
  await page.screenshot({ path: `/tmp/money-shots/cancel-fr-desktop.png` });
});
