// Accessibility: axe-core on every route of the legacy shop client, logged out (in English,
// Afrikaans and French) and signed in,
// with a branch chosen so the catalogue screens show real offers and, for the checkout and order
// screens, a real basket and a placed order. Any serious or critical violation fails, naming the
// rule and the elements.
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import {
  atConfirmationCollecting,
  fullBasket,
  orderIdFrom,
  placeOrder,
  signIn,
} from './support-checkout';
import { seriousAxeViolations } from './support/axe';
import { cartButton, chooseBranch, shopperContext } from './support/shop';
import { PAROW, shopsAt, speaks } from './support/seed';
import { within } from '../support/time-scale';

test.use(shopperContext);

/** Routes of the shop that need no basket or order, seeded ids. */
const ROUTES: Array<{ path: string; auth?: boolean }> = [
  { path: '/' },
  { path: '/category/1' },
  { path: '/product/1' },
  { path: '/product/1/offers' },
  { path: '/promotions' },
  { path: '/leaflets_promotions' },
  { path: '/search?q=maize' },
  { path: '/stokvel' },
  { path: '/combos' },
  { path: '/agencies' },
  { path: '/leaflets' },
  { path: '/basket' },
  { path: '/basket/compare', auth: true },
  { path: '/basket/compare_debug', auth: true },
  { path: '/sign_in' },
  { path: '/register' },
  { path: '/forgot_password' },
  { path: '/reset_password?login=0821234567' },
  { path: '/menu' },
  { path: '/profile', auth: true },
  { path: '/debtorcards', auth: true },
  { path: '/address_management', auth: true },
  { path: '/terms_and_conditions' },
];

/** The rest: a visitor is sent to sign in; signed in, they are checked along a real checkout. */
const FLOW_ROUTES = [
  '/checkout/dispatch',
  '/checkout/shipping_address',
  '/checkout/confirmation',
  '/checkout/payment',
  '/orders',
  '/orders/1',
  '/orders/1/pay',
];

/** Runs axe on the page as it is now. */
async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  await graphqlSettled(page);
  // A route the client does not have would show the 404 page: that is not this route's check.
  await expect(page.getByText('We could not find the page you were looking for.')).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  expect.soft(await seriousAxeViolations(page), `axe on ${what} (${page.url()})`).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectNoSeriousViolations(page, path);
}

// One page walks through the routes (a journey per group, not one per route): the branch is
// chosen and the shopper signed in once, and each route's violations are reported softly, so one
// run names every failing route.
test.describe('logged out', () => {
  test('every public route has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(within(180_000));
    await page.goto('/');
    await chooseBranch(page, 'Mzansi Fresh Parow');
    for (const route of ROUTES.filter((r) => !r.auth)) {
      await test.step(route.path, () => visit(page, route.path));
    }
  });

  // The shop in Afrikaans and French: every control still named, every page in its language.
  for (const locale of ['af', 'fr'] as const) {
    test(`${locale}: every public route has no serious or critical axe violations`, async ({
      page,
    }) => {
      test.setTimeout(within(180_000));
      await speaks(page, locale);
      await shopsAt(page, PAROW);
      for (const route of ROUTES.filter((r) => !r.auth)) {
        await test.step(route.path, async () => {
          await visit(page, route.path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
        });
      }
    });
  }

  test('the signed-in routes send a visitor to the sign-in screen (checked by axe above)', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseBranch(page, 'Mzansi Fresh Parow');
    const signedInOnly = [...ROUTES.filter((r) => r.auth).map((r) => r.path), ...FLOW_ROUTES];
    for (const path of signedInOnly) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(/\/sign_in/);
        await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      });
    }
  });
});

test.describe('signed in', () => {
  test('every route has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(within(180_000));
    await signIn(page);
    await chooseBranch(page, 'Mzansi Fresh Parow');
    for (const route of ROUTES) {
      await test.step(route.path, async () => {
        await visit(page, route.path);
        await expect(page).not.toHaveURL(/\/sign_in/);
      });
    }
  });

  test('the checkout, payment and order screens have no serious or critical axe violations', async ({
    page,
  }) => {
    test.setTimeout(within(120_000));
    await fullBasket(page);
    await cartButton(page).click();
    await expectNoSeriousViolations(page, 'the basket with items');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/dispatch$/);
    await expectNoSeriousViolations(page, '/checkout/dispatch');
    await visit(page, '/checkout/shipping_address');
    await expect(page).toHaveURL(/\/checkout\/shipping_address$/);

    await atConfirmationCollecting(page);
    await expectNoSeriousViolations(page, '/checkout/confirmation');
    await placeOrder(page, 'Card');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expectNoSeriousViolations(page, '/checkout/payment');

    await visit(page, '/orders');
    await page.getByRole('list', { name: 'Orders' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    const orderId = orderIdFrom(page.url());
    await expectNoSeriousViolations(page, '/orders/{id}');
    await visit(page, `/orders/${orderId}/pay`);
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/pay$`));
  });
});
