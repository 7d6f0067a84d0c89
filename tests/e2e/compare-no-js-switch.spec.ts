// The comparison's Collect / Have delivered switch with JavaScript off: choosing "Have delivered"
// and pressing "Compare" asks the server for the comparison delivered (a GET form), which says
// where the delivery fees are measured from; "Collect" goes back. With the scripts, a page asked
// for that way is taken over: the choice is the device's (kept where the switch keeps it) and the
// address is the plain comparison's again.
import { expect, type Browser } from '@playwright/test';
import { test } from './support/test';
import { fullBasket } from './support-checkout';
import { hydrated, shopperContext } from './support/shop';

test.use(shopperContext);

const DEFAULT_POINT =
  "We don't know where to deliver, so each branch's delivery fee is measured from Cape Town's northern suburbs (near Parow), the shop's default point. Yours may differ.";
const COLLECTED = 'Collected at the branch: the items only, no delivery fee.';

async function withoutScripts(browser: Browser, baseURL: string | undefined, state: object) {
  return browser.newContext({
    ...shopperContext,
    baseURL,
    javaScriptEnabled: false,
    storageState: state as never,
  });
}

test('with JavaScript off, the comparison switches between collected and delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  // Signed in with the scripts on: 3 × Sunveld Low Fat Milk 1 l at Mzansi Fresh Parow.
  await fullBasket(page);
  const off = await withoutScripts(browser, baseURL, await page.context().storageState());
  try {
    const tab = await off.newPage();
    await tab.goto('/basket/compare');
    const summary = tab.locator('.compare-summary');
    await expect(summary).toContainText(COLLECTED);
    await expect(tab.getByRole('radio', { name: 'Collect' })).toBeChecked();

    await tab.getByRole('radio', { name: 'Have delivered' }).check();
    await tab.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(tab).toHaveURL(/\/basket\/compare\?dispatch=DELIVER$/);
    await expect(tab.getByRole('radio', { name: 'Have delivered' })).toBeChecked();
    await expect(summary).toContainText(DEFAULT_POINT);
    await expect(tab.getByRole('heading', { name: /^Cheapest basket: / })).toBeVisible();

    await tab.getByRole('radio', { name: 'Collect' }).check();
    await tab.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(tab).toHaveURL(/\/basket\/compare\?dispatch=COLLECT$/);
    await expect(summary).toContainText(COLLECTED);
  } finally {
    await off.close();
  }
});

test('with the scripts, a comparison asked for delivered keeps the choice on the device and drops the query', async ({
  page,
}) => {
  await fullBasket(page);
  // The page the server sends for that address is taken over: the choice is kept where the
  // switch keeps it, and the address loses its query.
  await page.goto('/basket/compare?dispatch=DELIVER');
  await hydrated(page);
  await expect(page).toHaveURL(/\/basket\/compare$/);
  await expect(page.getByRole('radio', { name: 'Have delivered' })).toBeChecked();
  await page.goto('/basket/compare');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: 'Have delivered' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveCount(0);
});
