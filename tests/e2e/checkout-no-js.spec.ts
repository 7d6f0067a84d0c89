// The checkout without JavaScript, for a signed-in shopper (docs/adr/0057): signed in with the
// scripts on, the same cookies in a context with JavaScript off. The dispatch step and the
// confirmation are rendered on the server (private, no-store) and are forms: collection and the
// first slot posted to POST /checkout/dispatch go on to the confirmation, and the choice is kept
// for this device (the sf_checkout cookie), which the step shows again and the hydrated app reads
// too; "Place order" by EFT (POST /checkout/place) places one order even when double-clicked,
// and a price raised meanwhile stops it with "Some item prices have changed".
import { expect } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';
import { firstCollectSlot, PAROW } from './support/seed';
import {
  collectingAtFirstSlot,
  orderIds,
  ordersSince,
  scriptsOff,
  signedInWithMilk,
} from './support/no-js-checkout';
import { graphql, stageOffer } from './support-checkout';
import { formatSlotDay, formatTimeRange } from '../../web/src/lib/dates';

test.use(shopperContext);

test('with JavaScript off, a signed-in shopper chooses collection and a slot, kept for the app too', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const slot = await firstCollectSlot(page.request, PAROW);
  const hours = formatTimeRange(slot.startsAt, slot.endsAt, 'en');

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    const served = await tab.goto('/checkout/dispatch');
    expect(served?.status()).toBe(200);
    expect(served?.headers()['x-render']).toBe('rendered; private');
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    const main = tab.locator('main');
    await expect(tab.getByRole('radio', { name: /^Collect at Mzansi Fresh Parow/ })).toBeChecked();
    // Nothing chosen yet: Continue asks for a slot, on a page of its own.
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.locator('h1')).toHaveText('Checkout');
    await expect(tab.locator('body')).toContainText('Choose a time slot to continue.');
    await tab.getByRole('link', { name: 'Back to the checkout' }).click();

    await tab.getByRole('radio', { name: hours }).first().check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab).toHaveURL(/\/checkout\/confirmation$/);

    // The step shows the choice again, from the server.
    await tab.goto('/checkout/dispatch');
    await expect(main.getByRole('radio', { name: hours }).first()).toBeChecked();
    // Back to the scripts on this device: its cookies as the form left them.
    await page.context().addCookies(await off.cookies());
  } finally {
    await off.close();
  }

  // The same device with the scripts on: the hydrated step reads the same choice and goes on.
  await page.goto('/checkout/dispatch');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: hours }).first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.locator('main')).toContainText(
    `Collect at Mzansi Fresh Parow · ${formatSlotDay(slot.day, 'en')}, ${hours}`,
  );
});

test('with JavaScript off, "Show the slots for this day" shows another day’s slots', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    const days = tab.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
    expect(await days.count()).toBeGreaterThan(1);
    const second = days.nth(1);
    const day = await second.getAttribute('value');
    await second.check();
    await tab.getByRole('button', { name: 'Show the slots for this day' }).click();
    await expect(tab).toHaveURL(new RegExp(`/checkout/dispatch\\?day=${day}$`));
    await expect(
      tab.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1),
    ).toBeChecked();
  } finally {
    await off.close();
  }
});

test('with JavaScript off, basket to order: dispatch, slot, confirmation with its totals, Place order by EFT once', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const before = await orderIds(page.request);
  const slot = await firstCollectSlot(page.request, PAROW);
  const hours = formatTimeRange(slot.startsAt, slot.endsAt, 'en');

  let orderPath = '';
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    // (The basket page itself without the script: server-render-basket.spec.)
    await tab.goto('/checkout/dispatch');
    await tab.getByRole('radio', { name: hours }).first().check();
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab).toHaveURL(/\/checkout\/confirmation$/);

    // Rendered on the server with the basket's check: 3 × R 18.99 = R 56.97, collected (no fee).
    const served = await tab.reload();
    expect(served?.headers()['x-render']).toBe('rendered; private');
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    await expect(tab.getByRole('list', { name: 'Items to order' })).toContainText(
      'Sunveld Low Fat Milk 1 l',
    );
    await expect(tab.locator('main')).toContainText(
      `Collect at Mzansi Fresh Parow · ${formatSlotDay(slot.day, 'en')}, ${hours}`,
    );
    await expect(tab.getByTestId('checkout-total')).toHaveText('R 56.97');
    // Bags, a code and the credit are offered, as forms (checkout-choices-no-js.spec). (Thandi
    // has R 50.00 of wallet credit; the shop offers bags and codes.)
    await expect(tab.getByRole('checkbox', { name: /plastic bags/ })).not.toBeChecked();
    await expect(tab.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    await expect(tab.getByRole('checkbox', { name: /wallet credit/ })).not.toBeChecked();

    await tab.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    // A double click sends the form twice: one order.
    await tab.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    await expect(tab.locator('main')).toContainText('R 56.97');
    // The EFT details to type into a banking app: no copy buttons that need the script.
    await expect(tab.getByTestId('bank-reference')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Copy reference' })).toBeHidden();
    // Changing or cancelling the order needs the scripts (the notice at the top says so): no
    // button that would do nothing (the same order with the scripts has them, below).
    for (const name of ['Update order', 'Cancel order'])
      await expect(tab.getByRole('button', { name })).toBeHidden();
    orderPath = new URL(tab.url()).pathname;
    // "Collection" says how; its value is when (not "Collect" again).
    const collection = tab.locator('.order-facts div').filter({ hasText: 'Collection' });
    await expect(collection.locator('dd')).toHaveText(new RegExp(`^[^]*${hours}$`));
    await expect(collection.locator('dd')).not.toContainText('Collect');
  } finally {
    await off.close();
  }
  expect(await ordersSince(page.request, before)).toHaveLength(1);
  await page.goto(orderPath);
  await hydrated(page);
  for (const name of ['Update order', 'Cancel order'])
    await expect(page.getByRole('button', { name })).toBeVisible();
  const basket = await graphql<{ basket: { lines: unknown[] } }>(
    page.request,
    '{ basket { lines { quantity } } }',
  );
  expect(basket.basket.lines).toEqual([]);
});

test('with JavaScript off, a price raised after the confirmation showed stops Place order with "Some item prices have changed"', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const before = await orderIds(page.request);

  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await collectingAtFirstSlot(tab);
    await expect(tab.getByTestId('checkout-total')).toHaveText('R 56.97');

    // R 18.99 → R 21.99 while the confirmation is open.
    await stageOffer(page.request, 'low fat milk', 'Sunveld Low Fat Milk 1 l', {
      price_in_cents: 2199,
    });
    await tab.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    await tab.getByRole('button', { name: 'Place order' }).click();
    await expect(tab).toHaveURL(/\/checkout\/confirmation$/);
    await expect(tab.locator('main')).toContainText(
      'Some item prices have changed. Confirm the order.',
    );
    // 3 × R 21.99 = R 65.97, shown before anything is charged.
    await expect(tab.getByTestId('checkout-total')).toHaveText('R 65.97');
    expect(await ordersSince(page.request, before)).toHaveLength(0);

    await tab.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    await tab.getByRole('button', { name: 'Place order' }).click();
    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    await expect(tab.locator('main')).toContainText('R 65.97');
  } finally {
    await off.close();
  }
  expect(await ordersSince(page.request, before)).toHaveLength(1);
});
