// The dispatch step without JavaScript, for a signed-in shopper (docs/adr/0057): delivering to a
// saved address, it says this basket's delivery fee to that address, as the hydrated step does
// (it said no fee at all); and each of its two "Show" buttons says which choice it shows (the
// way, the day).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';
import {
  scriptsOff,
  signedInDeliveringToHerAddress,
  signedInWithMilk,
} from './support/no-js-checkout';

test.use(shopperContext);

const deliveryRadio = (page: Page) => page.getByRole('radio', { name: /^Delivery to your door/ });
const branchDriversRadio = (page: Page) =>
  page.getByRole('radio', { name: /^Deliver with the branch's drivers/ });
const feesSaid = (page: Page) => page.getByText(/^Delivery fees for this basket to /);

test('with JavaScript off, delivering to a saved address, the step says the fee the hydrated step says', async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  await signedInDeliveringToHerAddress(page, baseURL);
  await page.goto('/checkout/dispatch');
  await hydrated(page);
  await expect(feesSaid(page)).toContainText('14 Fairfield Street');
  const withScripts = await branchDriversRadio(page).evaluate((radio) =>
    radio.closest('label')?.textContent?.trim(),
  );
  expect(withScripts).toMatch(/R\s\d+\.\d\d|Free/);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    const served = await tab.goto('/checkout/dispatch');
    expect(served?.headers()['x-render']).toBe('rendered; private');
    await expect(branchDriversRadio(tab)).toBeChecked();
    await expect(feesSaid(tab)).toContainText('14 Fairfield Street');
    const withoutScripts = await branchDriversRadio(tab).evaluate((radio) =>
      radio.closest('label')?.textContent?.trim(),
    );
    expect(withoutScripts).toBe(withScripts);
    await expect(tab.locator('main')).not.toContainText(/from R \d/);
    await tab.screenshot({ path: testInfo.outputPath('dispatch-fee-no-js.png'), fullPage: true });
  } finally {
    await off.close();
  }
});

test('with JavaScript off, the way and the day each have a button of their own name', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    const forWay = tab.getByRole('button', { name: 'Show the slots for this way' });
    const forDay = tab.getByRole('button', { name: 'Show the slots for this day' });
    await expect(forWay).toHaveCount(1);
    await expect(forDay).toHaveCount(1);
    // Another way, shown: the step comes back delivering, asking where to.
    await deliveryRadio(tab).check();
    await forWay.click();
    // (The form carries the day shown too.)
    await expect(tab).toHaveURL(/\/checkout\/dispatch(\?day=[\d-]+)?$/);
    await expect(deliveryRadio(tab)).toBeChecked();
    await expect(tab.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
  } finally {
    await off.close();
  }
});
