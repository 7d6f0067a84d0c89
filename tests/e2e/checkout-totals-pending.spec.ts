// The confirmation checks the basket with the shop on every visit (`validateCart`). Until that
// answer arrives, or when it cannot be had, the delivery fee and the total are not known: the page
// says so, and never shows a figure made up from nothing ("Delivery R 0.00", a total without
// delivery) that a shopper could take for the price.
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import { checkoutDeliver, fullBasket } from './support-checkout';
import { graphqlRequest, isGraphql, shopperContext } from './support/shop';

test.use(shopperContext);

const deliveryFee = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Delivery$/ })
    .locator('xpath=../dd');

/** Holds every basket check until the returned function is called. */
async function holdBasketChecks(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName !== 'CheckoutValidateCart' || released)
      return route.fallback();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.fallback();
  };
}

test('while the basket is checked, the delivery fee and the total say so, never R 0.00', async ({
  page,
}) => {
  test.slow(); // basket, address search, checkout
  await fullBasket(page); // R 56.97, collected or delivered
  const release = await holdBasketChecks(page);
  await checkoutDeliver(page);

  const totals = page.locator('dl.totals');
  await expect(totals).toHaveAttribute('aria-busy', 'true');
  await expect(deliveryFee(page)).toHaveText('Working out…');
  await expect(page.getByTestId('checkout-total')).toHaveText('Working out…');
  await expect(totals).toContainText('R 56.97'); // the subtotal is the basket's own

  release();
  await expect(totals).not.toHaveAttribute('aria-busy', 'true');
  await expect(deliveryFee(page)).toHaveText(/^R\s\d+\.\d\d$/);
  const fee = (await deliveryFee(page).textContent())!;
  const cents = Math.round(Number(fee.replace(/[R\s]/g, '')) * 100);
  expect(cents).toBeGreaterThan(0); // PICUP charges for delivery
  await expect(page.getByTestId('checkout-total')).toHaveText(
    `R ${((5697 + cents) / 100).toFixed(2)}`,
  );
});

test('a basket check that fails leaves the figures unknown, and checking again gives them', async ({
  page,
}) => {
  test.slow(); // basket, address search, checkout
  await fullBasket(page);
  let failing = true;
  await page.route(isGraphql, async (route) => {
    if (failing && graphqlRequest(route.request())?.operationName === 'CheckoutValidateCart')
      return route.fulfill({ status: 503, body: '' });
    return route.fallback();
  });
  await checkoutDeliver(page);

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(deliveryFee(page)).toHaveText('Not known yet');
  await expect(page.getByTestId('checkout-total')).toHaveText('Not known yet');
  await expect(page.getByText('R 0.00')).toHaveCount(0);

  // Placing the order now would charge a total the shopper has not seen: it checks again first.
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByRole('alert')).toContainText('The total is not known yet');

  failing = false;
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(deliveryFee(page)).toHaveText(/^R\s\d+\.\d\d$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(/^R\s\d+\.\d\d$/);
  await expect(page.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/confirmation$/); // no order was placed on the way
});
