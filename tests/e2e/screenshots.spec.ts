// A tour of the shop's main screens on a phone and a desktop, so anyone can see the shop without
// running it. In the e2e suite the pictures go to the test's output folder (the repository stays
// as it was); `npm run screenshots` sets SCREENSHOTS_DIR to refresh the README's docs/screenshots/.
// The tour runs on a fixed clock, the browser's and the simulator's, so a refresh changes a
// picture only when the screen changed. Each stop also checks that the screen rendered its own
// content, not the error page or a blank shell.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  checkoutCollect,
  placeOrder,
  signIn,
  signInThroughApi,
  simOrigin,
} from './support-checkout';
import { PAROW, seedBasket } from './support/seed';
import { cartButton, shopperContext } from './support/shop';

/** A Wednesday morning in Cape Town: every branch open, collection slots from today. */
const TOUR_TIME = '2026-03-04T08:30:00+02:00';

function folderFor(): string {
  const folder = process.env.SCREENSHOTS_DIR
    ? resolve(process.env.SCREENSHOTS_DIR)
    : test.info().outputPath('screenshots');
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The seeded shop as of TOUR_TIME, in the simulator and in the browser. */
async function atTourTime(page: Page, request: APIRequestContext): Promise<void> {
  const response = await request.post(`${await simOrigin(request)}/sim/reset`, {
    data: { now: TOUR_TIME },
  });
  expect(response.ok()).toBe(true);
  await page.clock.setFixedTime(TOUR_TIME);
}

const layouts = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;

/** Waits for the screen to settle, checks it is not an error page, and saves it. */
async function snap(page: Page, layout: keyof typeof layouts, screen: string): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // Lazy pictures in view are asked for only once laid out: the picture is taken when every one
  // in view has arrived (and none failed).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0;
            return inView && box.left < innerWidth && box.width > 0;
          })
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.screenshot({
    path: resolve(folderFor(), `${screen}-${layout}.png`),
    animations: 'disabled',
  });
}

for (const [layout, options] of Object.entries(layouts) as [
  keyof typeof layouts,
  (typeof layouts)[keyof typeof layouts],
][]) {
  test.describe(`${layout} layout`, () => {
    test.use({ ...shopperContext, ...options, deviceScaleFactor: 1 });

    test('the catalogue screens in Price comparison mode', async ({ page }) => {
      await atTourTime(page, page.request);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, layout, 'home');

      await page.goto('/category/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, layout, 'category');

      await page.goto('/product/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, layout, 'product');

      await page.goto('/search?q=maize');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
      await snap(page, layout, 'search');

      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await snap(page, layout, 'promotions');
    });

    test('basket, comparison, checkout and the order of a signed-in shopper', async ({ page }) => {
      await atTourTime(page, page.request);
      await signInThroughApi(page.request);
      await seedBasket(page, PAROW, [
        { query: 'low fat milk', name: 'Sunveld Low Fat Milk 1 l', quantity: 3 },
      ]);
      await page.goto('/');
      await cartButton(page).click();
      await expect(page).toHaveURL(/\/basket$/);
      await expect(page.getByText('Sunveld Low Fat Milk 1 l').first()).toBeVisible();
      await snap(page, layout, 'basket');

      await page.goto('/basket/compare');
      await expect(page.getByRole('heading', { level: 1, name: 'Compare baskets' })).toBeVisible();
      await snap(page, layout, 'compare');

      await page.goto('/');
      await checkoutCollect(page);
      await expect(page.getByTestId('checkout-total')).toContainText('R ');
      await snap(page, layout, 'checkout');

      // The order placed from it (EFT, so it shows how to pay), past the thank-you.
      await placeOrder(page, 'EFT (bank transfer)');
      await page.getByRole('link', { name: 'View order' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
      await snap(page, layout, 'order');
    });

    test('the address book and the address search', async ({ page }) => {
      await atTourTime(page, page.request);
      await signIn(page);
      // One address with every part, as a shopper who edited it would have it.
      const added = await page.request.post('/graphql', {
        data: {
          query: `mutation ($input: AddAddressInput!) { addAddress(input: $input) { errors { message } } }`,
          variables: {
            input: {
              formatted: '12 Main Road, Rondebosch, Cape Town, 7700',
              location: { latitude: -33.961, longitude: 18.475 },
              unit: '4B',
              complex: 'Sunset Court',
              deliveryInstructions: 'Ring twice; the gate code is 1234',
            },
          },
        },
      });
      expect(added.ok()).toBe(true);
      await page.goto('/address_management');
      await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeVisible();
      await snap(page, layout, 'addresses');

      await page.getByRole('button', { name: 'Add an address' }).click();
      const form = page.getByRole('dialog', { name: 'Add an address' });
      await form.getByRole('searchbox', { name: 'Find your street or suburb' }).fill('main rd');
      await expect(form.getByRole('list', { name: 'Suggestions' })).toBeVisible();
      await snap(page, layout, 'address-search');
    });
  });
}
