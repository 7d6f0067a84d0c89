// The confirmation's plastic bags, discount code and wallet credit without JavaScript (docs/adr/0073):
// before, the three were hidden there, so a shopper without the scripts could not add bags, use
// a code or spend their credit. Now they are a form (POST /checkout/confirmation): each choice
// is kept in the sf_checkout cookie, the server's page prices it (its basket check), "Place
// order" places the order with it, and the next checkout starts without them. Thandi has R 50.00
// of wallet credit; the shop sells bags at R 1.50 and takes codes (STOKVEL5: 5 %, any order).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { hydrated, shopperContext } from './support/shop';
import { PAROW, seedBasket } from './support/seed';
import {
  collectingAtFirstSlot,
  ordersSince,
  orderIds,
  scriptsOff,
  signedInWithMilk,
} from './support/no-js-checkout';
import { graphql, MILK, simOrigin } from './support-checkout';
import { within } from '../support/time-scale';

test.use(shopperContext);
test.setTimeout(within(90_000));

interface PlacedOrder {
  totalInCents: number;
  creditInCents: number;
  discountCode: string | null;
  discountInCents: number;
  requiresBags: boolean;
  bagQuantity: number;
  bagTotalInCents: number;
}

async function placedOrder(page: Page, id: string): Promise<PlacedOrder> {
  const data = await graphql<{ viewer: { order: PlacedOrder } }>(
    page.request,
    `
      query ($id: ID!) {
        viewer {
          order(id: $id) {
            totalInCents
            creditInCents
            discountCode
            discountInCents
            requiresBags
            bagQuantity
            bagTotalInCents
          }
        }
      }
    `,
    { id },
  );
  return data.viewer.order;
}

/** "R 61.47" as cents. */
function cents(text: string | null): number {
  const [rand = '', cent = ''] = (text ?? '').replace(/[^\d.]/g, '').split('.');
  return Number(rand) * 100 + Number(cent);
}

test('with JavaScript off, bags, a discount code and the wallet credit are chosen on the confirmation and the order is placed with them', async ({
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
    const total = tab.getByTestId('checkout-total');
    const totals = tab.locator('dl.totals');
    await expect(total).toHaveText('R 56.97');

    // Bags: ticked, then how many (the number shows once bags are chosen).
    await tab.getByRole('checkbox', { name: 'Add plastic bags (R 1.50 each)' }).check();
    await tab.getByRole('button', { name: 'Update bags' }).click();
    await expect(tab).toHaveURL(/\/checkout\/confirmation$/);
    await expect(tab.getByLabel('Number of bags')).toHaveValue('1');
    await expect(total).toHaveText('R 58.47');
    await tab.getByLabel('Number of bags').fill('3');
    await tab.getByRole('button', { name: 'Update bags' }).click();
    await expect(totals).toContainText('R 4.50');
    await expect(total).toHaveText('R 61.47');

    // A code that is not one is refused in words, and goes with Remove.
    await tab.getByLabel('Discount code').fill('nope');
    await tab.getByRole('button', { name: 'Apply' }).click();
    await expect(tab.getByRole('alert').filter({ hasText: 'NOPE is not a valid' })).toBeVisible();
    await tab.getByRole('button', { name: 'Remove' }).click();
    await expect(tab.getByText('NOPE is not a valid')).toHaveCount(0);
    await expect(tab.getByLabel('Discount code')).toHaveValue('');
    // A code that cannot be one is answered with a page saying so, and nothing is kept.
    await tab.getByLabel('Discount code').fill('STOKVEL 5!');
    await tab.getByRole('button', { name: 'Apply' }).click();
    await expect(tab.locator('main')).toContainText('A discount code is letters and digits only');
    await tab.getByRole('link', { name: 'Back to the checkout' }).click();
    await expect(total).toHaveText('R 61.47');

    await tab.getByLabel('Discount code').fill(' stokvel5 ');
    await tab.getByRole('button', { name: 'Apply' }).click();
    await expect(tab.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toBeVisible();
    // The bags are still chosen: the form posts every choice on it.
    await expect(tab.getByLabel('Number of bags')).toHaveValue('3');
    const discounted = cents(await total.textContent());
    expect(discounted).toBeLessThan(6147);

    // The credit (R 56.97 is more than R 50.00, so not spent unless chosen).
    await tab.getByRole('checkbox', { name: /wallet credit/ }).check();
    await tab.getByRole('button', { name: 'Update wallet credit' }).click();
    await expect(tab.getByRole('checkbox', { name: /wallet credit/ })).toBeChecked();
    await expect(totals).toContainText('-R 50.00');
    await expect(total).toHaveText(`R ${((discounted - 5000) / 100).toFixed(2)}`);

    await tab.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
    await tab.getByRole('button', { name: 'Place order' }).click();
    await expect(tab).toHaveURL(/\/orders\/\d+$/);
    const placed = await ordersSince(page.request, before);
    expect(placed).toHaveLength(1);
    // The order is what the confirmation said: its bags, its code and the credit spent.
    expect(await placedOrder(page, placed[0]!)).toMatchObject({
      totalInCents: discounted,
      creditInCents: 5000,
      discountCode: 'STOKVEL5',
      requiresBags: true,
      bagQuantity: 3,
      bagTotalInCents: 450,
    });

    // The next checkout starts without this order's bags, code and credit.
    await seedBasket(page, PAROW, [MILK]);
    await tab.goto('/checkout/confirmation');
    await expect(tab.getByRole('checkbox', { name: /plastic bags/ })).not.toBeChecked();
    await expect(tab.getByLabel('Discount code')).toHaveValue('');
  } finally {
    await off.close();
  }
});

test('bags chosen without JavaScript are the app’s too once the scripts run, and the app’s choice is the server’s', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await collectingAtFirstSlot(tab);
    await tab.getByRole('checkbox', { name: /plastic bags/ }).check();
    await tab.getByRole('button', { name: 'Update bags' }).click();
    await expect(tab.getByLabel('Number of bags')).toHaveValue('1');

    // The same shopper with the scripts: the bags are there, and a change made there...
    const on = await browser.newContext({
      ...shopperContext,
      baseURL,
      storageState: await off.storageState(),
    });
    try {
      const app = await on.newPage();
      await app.goto('/checkout/confirmation');
      await hydrated(app);
      await expect(app.getByRole('checkbox', { name: /plastic bags/ })).toBeChecked();
      await expect(app.getByTestId('checkout-total')).toHaveText('R 58.47');
      // No Update button with the scripts: each change is made as it is made.
      await expect(app.getByRole('button', { name: 'Update bags' })).toHaveCount(0);
      await app.getByLabel('Number of bags').fill('2');
      await expect(app.getByTestId('checkout-total')).toHaveText('R 59.97');
      const kept = (await on.cookies()).find((cookie) => cookie.name === 'sf_checkout');
      // ...is the server's page's too.
      await off.addCookies([kept!]);
      await tab.reload();
      await expect(tab.getByLabel('Number of bags')).toHaveValue('2');
      await expect(tab.getByTestId('checkout-total')).toHaveText('R 59.97');
    } finally {
      await on.close();
    }
  } finally {
    await off.close();
  }
});

// The boxes and the code field work before the scripts now (they were aria-disabled until then):
// what a shopper ticks or types in that moment must not be undone when the scripts take over.
test('ticked and typed before the scripts run, the choices are kept once they do', async ({
  page,
}) => {
  await signedInWithMilk(page);
  await collectingAtFirstSlot(page);

  // The page as served, its entry script held back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/checkout/confirmation', { waitUntil: 'commit' });
  await page.getByRole('checkbox', { name: /plastic bags/ }).check();
  await page.getByRole('checkbox', { name: /wallet credit/ }).check();
  await page.getByLabel('Discount code').fill('stokvel5');
  release();
  await hydrated(page);

  // The boxes stay ticked and count: R 56.97 + R 1.50 − R 50.00.
  await expect(page.getByRole('checkbox', { name: /plastic bags/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /wallet credit/ })).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText('R 8.47');
  // The code typed then is the one Apply applies.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
});

// Without the scripts, a confirmation whose basket check fails upstream cannot be drawn (its
// totals are the check's). Before, the browser showed the loading skeleton for ever with not a
// word; now the page says it could not be prepared, and "Try again" brings it once the shop
// answers again.
test('with JavaScript off, a confirmation whose check fails says so, and Try again brings it back', async ({
  browser,
  baseURL,
  page,
}) => {
  await signedInWithMilk(page);
  const sim = await simOrigin(page.request);
  const off = await scriptsOff(browser, page.context(), baseURL);
  try {
    const tab = await off.newPage();
    await collectingAtFirstSlot(tab);
    // Playwright's text and role queries pass over <noscript>, which a browser without scripts
    // shows: the note is found by its class.
    const note = tab.locator('noscript .noscript-note');
    await page.request.post(`${sim}/sim/faults`, {
      data: [{ route: 'POST /api/v1/cart/validate', status: 503, error_rate: 1 }],
    });
    try {
      await tab.reload();
      await expect(note).toBeVisible();
      await expect(note).toContainText('This page could not be prepared just now');
      await note.getByText('Try again').click();
      await expect(tab).toHaveURL(/\/checkout\/confirmation$/);
      await expect(note).toBeVisible();
    } finally {
      await page.request.delete(`${sim}/sim/faults`);
    }
    await note.getByText('Try again').click();
    await expect(tab.getByTestId('checkout-total')).toHaveText('R 56.97');
    await expect(tab.getByRole('button', { name: 'Place order' })).toBeVisible();
    // The rendered page's own note (what works without scripts), not this one.
    await expect(note.filter({ hasText: 'could not be prepared' })).toHaveCount(0);
  } finally {
    await off.close();
  }
});
