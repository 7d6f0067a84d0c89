// Delivery cost said up front: the basket has a delivery line (this basket's fee from its branch to
// where the shopper is, Free when the branch delivers it free, collection only, or unknown with a
// way to make it known), and the dispatch step gives the same fee rather than the branch's base
// fee ("from R 45.00" for a basket then delivered free). The device's position (the journeys'
// northern suburbs, 1.2 km from Mzansi Fresh Parow) is used without asking once the browser
// allows it.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseFirstSlot, MILK, resetSim, signInThroughApi } from './support-checkout';
import { findOffer, PAROW, seedBasket, type Branch } from './support/seed';
import { cartButton, openBranchDialog, shopperContext } from './support/shop';

test.use(shopperContext);

const GOODWOOD: Branch = { id: '301', name: 'Kaap Spens Goodwood' };
const BREAD = { query: 'white bread', name: 'Mzansi Bake White Bread Sliced 700 g', quantity: 1 };

async function openBasket(page: Page) {
  await page.goto('/');
  await cartButton(page).click();
  await expect(page).toHaveURL(/\/basket$/);
  return page.getByLabel('Delivery', { exact: true });
}

test('a visitor is told the delivery fee is not known yet and how to see it', async ({ page }) => {
  await seedBasket(page, PAROW, [MILK]);
  const line = await openBasket(page);
  await expect(line).toContainText('Delivery fee: not known yet');
  await expect(line).toContainText('Collecting at Mzansi Fresh Parow is free');
  await expect(line.getByRole('link', { name: 'Sign in to see the delivery fee' })).toBeVisible();
});

test("a signed-in shopper sees this basket's fee to where they are, and the total with it", async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, PAROW, [MILK]);
  const line = await openBasket(page);
  await expect(line).toContainText('Delivery to you');
  await expect(page.getByTestId('delivery-fee')).toHaveText('R 45.00');
  await expect(line).toContainText('Total with delivery');
  await expect(line).toContainText('R 101.97');
});

test('a basket the branch delivers free says Free, in the basket and at the dispatch step', async ({
  page,
}, testInfo) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  // Enough milk for more than R 600 at Parow.
  const milk = await findOffer(page.request, PAROW, MILK);
  const quantity = Math.ceil(60_100 / milk.priceInCents);
  await seedBasket(page, PAROW, [{ ...MILK, quantity }]);
  await openBasket(page);
  await expect(page.getByTestId('delivery-fee')).toHaveText('Free');
  await page.screenshot({ path: testInfo.outputPath('basket-free-phone.png'), fullPage: true });

  await page.getByRole('button', { name: 'Checkout' }).click();
  const deliver = page.getByRole('radio', { name: /^Delivery to your door/ });
  await expect(deliver).toHaveAccessibleName('Delivery to your door Free');
  await expect(page.getByText(/from R 45\.00/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dispatch-free-phone.png'), fullPage: true });

  // Delivered to the shopper's saved address, the confirmation charges what the step said.
  await deliver.check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await page.getByRole('radio', { name: /14 Fairfield Street/ }).click();
  await expect(
    page.getByText(/^Delivery fees for this basket to .*14 Fairfield Street/),
  ).toBeVisible();
  await expect(deliver).toHaveAccessibleName('Delivery to your door Free');
  await chooseFirstSlot(page, 'Delivery time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  const delivery = page
    .locator('.totals div')
    .filter({ has: page.getByText('Delivery', { exact: true }) });
  await expect(delivery.locator('dd')).toHaveText('R 0.00');
});

test('a basket at a branch that does not deliver says collection only', async ({ page }) => {
  await seedBasket(page, GOODWOOD, [BREAD]);
  const line = await openBasket(page);
  await expect(line).toContainText('Collection only: Kaap Spens Goodwood does not deliver');
});

test('branch cards say collection only, or the fee delivery starts from', async ({ page }) => {
  await page.goto('/');
  await openBranchDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await expect(dialog.getByRole('listitem', { name: 'Kaap Spens Goodwood' })).toContainText(
    'Collection only',
  );
  await expect(dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toContainText(
    'Delivery from R 45.00',
  );
  await expect(dialog.getByRole('listitem', { name: 'Boland Bulk Bellville' })).toContainText(
    'Delivery from R 95.00',
  );
});
