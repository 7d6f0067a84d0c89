// Prices never wrap: on a 390 × 844 phone and a 1366 × 900 desktop, every
// amount on the basket, confirmation, payment, order (with its editor) and history screens sits
// on one line ("R 44.99", never "R" above "44.99"), in a table or in a sentence, and weighed
// items read "0.25 kg". Each screen is saved to test-results/money-screens/ to be looked at.
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled, picturesInViewArrived } from './support/settled';
import { addBySearch, chooseFirstSlot, fullBasket, placeOrder } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);
test.setTimeout(within(180_000));

/** Amounts whose characters sit on more than one line. */
async function wrappedPrices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.textContent ?? '';
      const amounts = /-?R\s[\d\s]*\d\.\d\d/g; // \s: any space, the no-break one too
      let found: RegExpExecArray | null;
      while ((found = amounts.exec(text))) {
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.bottom)),
        );
        if (lines.size > 1) wrapped.push(`${found[0]} in .${node.parentElement?.className}`);
      }
    }
    return wrapped;
  });
}

async function look(page: Page, name: string) {
  await graphqlSettled(page);
  await picturesInViewArrived(page);
  const size = page.viewportSize()!;
  await page.screenshot({
    path: `test-results/money-screens/${name}-${size.width}.png`,
    fullPage: true,
  });
  expect(await wrappedPrices(page), `prices wrapped on ${name}`).toEqual([]);
}

/**
 * Closes the prompts the shop may show (open orders, the thank-you), which are looked at too. Each
 * opens when its query has answered, one may follow another: wait for the page's requests, then
 * press Escape until none is left.
 */
async function closePrompt(page: Page) {
  await graphqlSettled(page);
  const dialogs = page.getByRole('dialog');
  await expect(async () => {
    if ((await dialogs.count()) > 0) await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(0, { timeout: within(1_000) });
  }).toPass({ timeout: within(10_000) });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`${viewport.width} px: no price wraps from basket to order`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await fullBasket(page);
    await addBySearch(page, 'beef mince', 'Slaghuis Oupa Beef Mince (per kg)');
    await cartButton(page).click();
    await expect(page.getByRole('list', { name: 'Basket items' })).toContainText('0.25 kg');
    await look(page, 'basket');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('radio', { name: /^Collect at/ }).check();
    await chooseFirstSlot(page, 'Collect time slot');
    await look(page, 'dispatch');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('list', { name: 'Items to order' })).toContainText('× 0.25 kg');
    await look(page, 'confirmation');

    await placeOrder(page, 'Card');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await look(page, 'payment');

    await page.goto('/orders');
    await look(page, 'history');
    await closePrompt(page);
    await page.locator('a.order-row-link').first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    // The first visit after placing thanks the shopper, with the amount still to pay in a sentence.
    await expect(page.getByRole('dialog', { name: 'Thank you for your order' })).toBeVisible();
    await look(page, 'thank-you');
    await closePrompt(page);
    await look(page, 'order');
    await page.getByRole('button', { name: 'Update order' }).click();
    await look(page, 'order-editor');
  });
}
