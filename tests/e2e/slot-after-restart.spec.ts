// The collection slot a shopper chose is still chosen when they come back after closing the
// browser (a new browser context with the same stored state): the sf_checkout cookie keeps it. A slot that
// has passed meanwhile is not kept silently: the shopper is told and chooses again.
import { expect, type Browser, type Page } from '@playwright/test';
import { scriptsReady, test } from './support/test';
import { checkoutCollect, chooseFirstSlot, fullBasket, simClockAdvance } from './support-checkout';
import { shopperContext } from './support/shop';
// The slot's words as the shop writes a past slot (the same code, not a copy of it).
import { formatSlotStart } from '../../web/src/lib/dates';

test.use(shopperContext);

/** Closes the browser (its context) and opens it again with what it had stored. */
async function restart(page: Page, browser: Browser, baseURL: string): Promise<Page> {
  // What a browser keeps on disk: cookies, local storage and IndexedDB (the basket's offers).
  const state = await page.context().storageState({ indexedDB: true });
  await page.context().close();
  const context = await browser.newContext({ ...shopperContext, baseURL, storageState: state });
  return context.newPage();
}

/** The slot chosen, as the `sf_checkout` cookie keeps it (docs/adr/0057). */
async function chosenSlot(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const pair = document.cookie.split('; ').find((part) => part.startsWith('sf_checkout='));
    const choice = pair
      ? (JSON.parse(decodeURIComponent(pair.slice('sf_checkout='.length))) as { t?: string | null })
      : {};
    return choice.t ?? null;
  });
}

/** The chosen slot's words on the confirmation ("Collect at Parow · Today, 10:00–12:00 Change"). */
async function slotWords(page: Page): Promise<string> {
  const line = page.getByRole('main').locator('p', { hasText: /^Collect at / });
  await expect(line).toContainText(' · ');
  return /·\s*(.+?)\s*Change$/.exec((await line.innerText()).trim())![1]!;
}

test('the chosen slot is still chosen after the browser was closed', async ({
  page,
  browser,
  baseURL,
}) => {
  await fullBasket(page);
  await checkoutCollect(page);
  const slot = await chosenSlot(page);
  expect(slot).not.toBeNull();
  const words = await slotWords(page);

  const again = await restart(page, browser, baseURL!);
  await again.goto('/checkout/confirmation');
  await scriptsReady(again);
  await expect(again).toHaveURL(/\/checkout\/confirmation$/);
  // The same words, from the slots the branch offers (the device keeps the slot's value only).
  expect(await slotWords(again)).toBe(words);
  expect(await chosenSlot(again)).toBe(slot);
  await again.goto('/checkout/dispatch');
  await scriptsReady(again);
  await expect(
    again
      .getByRole('radiogroup', { name: /^Collect time slot, / })
      .getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await again.context().close();
});

test('a chosen slot that passed while the browser was closed is named, and chosen again', async ({
  page,
  browser,
  baseURL,
}) => {
  await fullBasket(page);
  await checkoutCollect(page);
  const slot = await chosenSlot(page);

  const again = await restart(page, browser, baseURL!);
  // Two days later.
  await simClockAdvance(again.request, 2 * 24 * 3600 * 1000);
  await again.goto('/checkout/confirmation');
  await scriptsReady(again);
  await expect(again).toHaveURL(/\/checkout\/dispatch$/);
  await expect(again.getByRole('alert')).toContainText(
    `The time slot you chose (${formatSlotStart(slot, 'en')}) has passed. Choose another.`,
  );
  await expect(
    again
      .getByRole('radiogroup', { name: /^Collect time slot, / })
      .getByRole('radio', { checked: true }),
  ).toHaveCount(0);
  // Another slot chosen: the word about the lost one goes, and the order can be confirmed.
  await chooseFirstSlot(again, 'Collect time slot');
  await expect(again.getByRole('alert')).toHaveCount(0);
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again).toHaveURL(/\/checkout\/confirmation$/);
  await expect(again.getByRole('button', { name: 'Place order' })).toBeVisible();
  await again.context().close();
});
