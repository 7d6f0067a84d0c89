// Time slots as a day-by-day grid (delivery basics): days named as a shopper reads
// them ("Today", "Tomorrow", "Thu, 26 Nov") in the shop's language, the chosen day's hours as a
// grid, and the whole slot (day, start and end) on the confirmation.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { cartButton } from './support/shop';
import { fullBasket } from './support-checkout';
import { scriptsOff, signedInWithMilk } from './support/no-js-checkout';

const DAY = /^(Today|Tomorrow|(Mon|Tue|Wed|Thu|Fri|Sat|Sun),? \d{1,2} \w{3})/;

async function toDispatch(page: Page) {
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await page.getByRole('radio', { name: /^Collect at|^Haal af by/ }).check();
}

test('the shopper picks a day, then an hour; the confirmation shows the whole slot', async ({
  page,
}) => {
  await fullBasket(page);
  await toDispatch(page);

  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  // The days come with the slots' answer, after the page itself.
  await expect(days.nth(1)).toBeAttached();
  expect(await days.count()).toBeGreaterThan(1);
  // The first day is chosen; every day is named and says how many slots it has.
  await expect(days.first()).toBeChecked();
  const dayLabels = page.locator('.timeslot-day');
  for (const text of await dayLabels.allTextContents()) {
    expect(text).toMatch(DAY);
    expect(text).toMatch(/\d+ slots?$|Full$/);
  }

  const secondDay = (await page.locator('.timeslot-day-name').nth(1).textContent())!;
  await days.nth(1).check();
  const grid = page.getByRole('radiogroup', { name: `Collect time slot, ${secondDay}` });
  const hours = grid.getByRole('radio', { disabled: false }).first();
  await hours.check();
  const hoursText = (await grid.locator('.timeslot:has(input:checked)').textContent())!;
  expect(hoursText).toMatch(/^\d\d:\d\d\u2060?–\u2060?\d\d:\d\d$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByText(`${secondDay}, ${hoursText}`)).toBeVisible();

  // Back on the dispatch page the chosen day and hour are still chosen.
  await page.goBack();
  await expect(
    page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1),
  ).toBeChecked();
  await expect(grid.locator('.timeslot:has(input:checked)')).toHaveText(hoursText);
});

test('in Afrikaans the days are Afrikaans', async ({ page }) => {
  await fullBasket(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('af');
  await page
    .getByRole('dialog', { name: 'Kieslys' })
    .getByRole('button', { name: 'Maak kieslys toe' })
    .click();
  await page.getByTestId('cart-button').click();
  await page.getByRole('button', { name: 'Betaal uit' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await page.getByRole('radio', { name: /^Haal af by/ }).check();
  // The slots come with their own answer: read the days once they are on the page.
  await expect(page.locator('.timeslot-day-name').nth(1)).toBeVisible();
  const names = await page.locator('.timeslot-day-name').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) {
    expect(name).toMatch(/^(Vandag|Môre|(Ma|Di|Wo|Do|Vr|Sa|So)\.? \d{1,2} \w{3})/);
  }
  await expect(page.locator('.timeslot-day-count').first()).toHaveText(
    /^\d+ (gleuf|gleuwe)$|^Vol$/,
  );
});

// The legacy timeslot call answers only `value` and `text` ("Supplier timeslot"): no fee
// per slot, and only open slots. The grid invents neither: its slots carry no price, each day says
// how many slots are open, and the delivery fee is the one the shop quotes for the address, shown
// once with the totals (the same whatever the slot).
test('delivery slots carry no invented fee; the fee is the quoted one, whatever the slot', async ({
  page,
}) => {
  test.slow(); // two trips to the confirmation and back
  await fullBasket(page);
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await page.getByRole('radio', { name: /^14 Fairfield Street, Parow/ }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);

  // The slots arrive after the page: read them once they are on screen.
  const hours = page.getByRole('radiogroup', { name: /^Delivery time slot, / }).getByRole('radio');
  await expect(hours.first()).toBeVisible();
  for (const text of await page.locator('.timeslot-day').allTextContents()) {
    expect(text).toMatch(/\d+ slots?$|Full$/);
  }
  expect(await hours.count()).toBeGreaterThan(0);
  for (const text of await page.locator('.timeslot').allTextContents()) {
    expect(text).toMatch(/^\d\d:\d\d\u2060?–\u2060?\d\d:\d\d$/);
  }

  const fees: string[] = [];
  for (const slot of [0, 1]) {
    await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(slot).check();
    await page
      .getByRole('radiogroup', { name: /^Delivery time slot, / })
      .getByRole('radio', { disabled: false })
      .last()
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    const fee = page
      .getByRole('term')
      .filter({ hasText: /^Delivery$/ })
      .locator('xpath=../dd');
    await expect(fee).toHaveText(/^R\s\d+\.\d\d$/);
    fees.push((await fee.textContent())!);
    await page.goBack();
  }
  expect(fees[0]).toBe(fees[1]);
});

test('with JavaScript off, the day and the hours tapped are shown chosen, and the day before no longer', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await tab.goto('/checkout/dispatch');
    const look = (label: Locator) =>
      label.evaluate((element) => getComputedStyle(element).boxShadow);
    const days = tab.locator('label.timeslot-day');
    // The radios are unseen (a tap anywhere on the card chooses it): the card shows the choice.
    const chosenLook = await look(days.first());
    const plainLook = await look(days.nth(1));
    expect(chosenLook).not.toBe(plainLook);

    await days.nth(1).getByRole('radio').check();
    expect(await look(days.nth(1))).toBe(chosenLook);
    expect(await look(days.first())).toBe(plainLook);

    const hours = tab
      .getByRole('radiogroup', { name: /^Collect time slot, / })
      .locator('label.timeslot:not(.is-full)')
      .first();
    expect(await look(hours)).toBe(plainLook);
    await hours.getByRole('radio').check();
    expect(await look(hours)).toBe(chosenLook);
  } finally {
    await off.close();
  }
});
