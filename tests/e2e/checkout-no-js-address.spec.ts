// Delivery without JavaScript, for a signed-in shopper (docs/adr/0062): signed in with the
// scripts on, the same cookies in a context with JavaScript off. "Deliver" on the dispatch step
// leads to the delivery address page, rendered on the server: one of the shopper's saved
// addresses is chosen with a plain form (POST /checkout/address), or a new one is added with one
// (checked on the server: what is wrong is said and what was typed is kept). The step then shows
// the address and its delivery slots, the confirmation its delivery fee, and "Place order" by EFT
// delivers there. The hydrated app shows the same address from the same cookie.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';
import { PAROW } from './support/seed';
import { orderIds, ordersSince, scriptsOff, signedInWithMilk } from './support/no-js-checkout';
import { graphql } from './support-checkout';

test.use(shopperContext);

const DRIVERS = "Deliver with the branch's drivers";

test('with JavaScript off, a signed-in shopper delivers to a saved address: address, slot, fee, Place order by EFT', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const before = await orderIds(page.request);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    await tab.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) }).check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    // Delivering needs an address: Continue leads straight to the address page.
    await expect(tab).toHaveURL(/\/checkout\/shipping_address$/);

    const served = await tab.reload();
    expect(served?.headers()['x-render']).toBe('rendered; private');
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    // The address search needs the scripts: without them it is not offered.
    await expect(tab.getByRole('button', { name: 'Add a new address' })).toBeHidden();
    await expect(tab.getByText('Find your street or suburb')).toBeHidden();
    await tab.getByRole('radio', { name: /^14 Fairfield Street, Parow/ }).check();
    await tab.getByRole('button', { name: 'Deliver to this address' }).click();

    await expect(tab).toHaveURL(/\/checkout\/dispatch$/);
    await expect(tab.getByTestId('delivery-address')).toContainText('14 Fairfield Street, Parow');
    await expect(tab.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) })).toBeChecked();
    const slot = tab
      .getByRole('radiogroup', { name: /^Delivery time slot, / })
      .getByRole('radio', { disabled: false })
      .first();
    await slot.check();
    await tab.getByRole('button', { name: 'Continue' }).click();

    await expect(tab).toHaveURL(/\/checkout\/confirmation$/);
    const main = tab.locator('main');
    await expect(main).toContainText('14 Fairfield Street, Parow');
    // 3 × R 18.99 and the branch's delivery fee: the total is more than the goods.
    await expect(main).toContainText('Delivery');
    const total = await tab.getByTestId('checkout-total').textContent();
    expect(Number(total?.replace(/[^\d.]/g, ''))).toBeGreaterThan(56.97);

    await tab.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    await tab.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    await expect(tab.locator('main')).toContainText('14 Fairfield Street');
    // How to pay by EFT is in the page: the branch's bank details and the reference to quote
    // (without scripts, what the server renders is all the shopper gets).
    const eft = tab.getByRole('region', { name: /^Pay R\s?\d+\.\d\d by EFT$/ });
    await expect(eft).toContainText('Account number');
    await expect(eft).toContainText('Reference');
  } finally {
    await off.close();
  }
  const placed = await ordersSince(page.request, before);
  expect(placed).toHaveLength(1);
  const order = await graphql<{
    viewer: { order: { dispatchMethod: string; shippingAddress: { formatted: string } | null } };
  }>(
    page.request,
    'query ($id: ID!) { viewer { order(id: $id) { dispatchMethod shippingAddress { formatted } } } }',
    { id: placed[0] },
  );
  expect(order.viewer.order.dispatchMethod).toBe('DELIVER');
  expect(order.viewer.order.shippingAddress?.formatted).toContain('14 Fairfield Street, Parow');
});

test('with JavaScript off, a new address is added with a plain form: a missing house number is said, what was typed kept; the app shows it too', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    await tab.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) }).check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab).toHaveURL(/\/checkout\/shipping_address$/);

    const form = tab.getByRole('form', { name: 'A new address' });
    await form
      .getByLabel('Address', { exact: true })
      .fill('Tygerberg Road, Parow, Cape Town, 7500');
    await form.getByLabel('Delivery instructions').fill('Ring twice');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(tab.getByText('Add the house number, e.g. 12 Main Road')).toBeVisible();
    const again = tab.getByLabel('Address', { exact: true });
    await expect(again).toHaveValue('Tygerberg Road, Parow, Cape Town, 7500');
    await expect(tab.getByLabel('Delivery instructions')).toHaveValue('Ring twice');

    await again.fill('21 Tygerberg Road, Parow, Cape Town, 7500');
    await tab.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(tab).toHaveURL(/\/checkout\/dispatch$/);
    await expect(tab.getByTestId('delivery-address')).toContainText('21 Tygerberg Road, Parow');
    await expect(tab.getByTestId('delivery-address')).toContainText('Ring twice');
    // Back to the scripts on this device: its cookies as the form left them.
    await page.context().addCookies(await off.cookies());
  } finally {
    await off.close();
  }

  // The same device with the scripts on: the hydrated step delivers to the same address.
  await page.goto('/checkout/dispatch');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) })).toBeChecked();
  await expect(page.getByTestId('delivery-address')).toContainText('21 Tygerberg Road, Parow');
  await expect(
    page
      .getByRole('radiogroup', { name: /^Delivery time slot, / })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
});

test('with JavaScript off, another shopper’s address id in the cookie is no address: the pages never show it', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    // Saved address 3 is Pieter's (8 Church Street, Bellville).
    const forged = encodeURIComponent(
      JSON.stringify({ s: PAROW.id, d: 'DELIVER', p: 'MANUAL_DELIVERY', t: null, a: '3' }),
    );
    await off.addCookies([{ name: 'sf_checkout', value: forged, url: baseURL ?? '' }]);
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    await expect(tab.getByTestId('delivery-address')).toHaveText('No delivery address chosen yet.');
    await tab.goto('/checkout/shipping_address');
    await expect(tab.getByRole('radio', { name: /^14 Fairfield Street/ })).not.toBeChecked();
    await expect(tab.locator('body')).not.toContainText('Church Street');
    // Continuing sends the shopper to choose an address of their own.
    await tab.goto('/checkout/dispatch');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab).toHaveURL(/\/checkout\/shipping_address$/);
  } finally {
    await off.close();
  }
});

test('with the scripts on, the plain form is the app’s: the same rules, then saved and chosen without leaving the page', async ({
  page,
}) => {
  await signedInWithMilk(page);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout/address')
      posted.push(request.url());
  });
  await page.goto('/checkout/dispatch');
  await hydrated(page);
  await page.getByRole('radio', { name: new RegExp(`^${DRIVERS}`) }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping_address$/);
  const form = page.getByRole('form', { name: 'A new address' });
  const street = form.getByLabel('Address', { exact: true });
  await street.fill('Tygerberg Road, Parow, Cape Town, 7500');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(form.getByText('Add the house number, e.g. 12 Main Road')).toBeVisible();
  await expect(street).toBeFocused();
  await street.fill('9 Main Road, Atlantis on Mars');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(form.getByText(/^We could not find this suburb in our delivery area/)).toBeVisible();

  await street.fill('21 Tygerberg Road, Parow, Cape Town, 7500');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await expect(page.getByTestId('delivery-address')).toContainText('21 Tygerberg Road, Parow');
  // The app did it through the API: the form was never posted.
  expect(posted).toEqual([]);
  const book = await graphql<{ viewer: { addresses: { formatted: string }[] } }>(
    page.request,
    '{ viewer { addresses { formatted } } }',
  );
  expect(book.viewer.addresses.filter((a) => a.formatted.startsWith('21 Tygerberg'))).toHaveLength(
    1,
  );
});
