// A basket moved to another branch with "Shop here" keeps the prices the shopper was shown: when
// one of them goes up between the confirmation and "Place order", the order stops with the same
// "Some item prices have changed" step a basket built at one branch gets, and is placed only at
// the price then shown (it used to charge the new price with no word).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { checkoutCollect, fullBasket, graphql, simOrigin } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const BASKET = `{ basket { lines { quantity offer { id priceInCents } } } }`;

test('a price raised after "Shop here" stops the order until the shopper has seen it', async ({
  page,
}) => {
  await fullBasket(page);
  await page.goto('/basket/compare');
  const shopAt = page.getByRole('button', { name: /^Shop at / }).first();
  const branch = ((await shopAt.getAttribute('aria-label')) ?? (await shopAt.innerText()))
    .replace(/^Shop at /, '')
    .trim();
  await shopAt.click();
  await page
    .getByRole('dialog', { name: `Shop at ${branch}?` })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();

  await checkoutCollect(page);
  await page.getByRole('radio', { name: 'EFT (bank transfer)', exact: true }).check();
  await expect(page.getByTestId('checkout-total')).toContainText(/R\s?\d/);
  const shown = (await page.getByTestId('checkout-total').textContent())!;

  // The branch raises the line's price by R 3.00 while the confirmation is open.
  const { basket } = await graphql<{
    basket: { lines: { quantity: number; offer: { id: string; priceInCents: number } }[] };
  }>(page.request, BASKET);
  const line = basket.lines[0]!;
  const raised = await page.request.patch(
    `${await simOrigin(page.request)}/sim/offers/${line.offer.id}`,
    { data: { price_in_cents: line.offer.priceInCents + 300 } },
  );
  expect(raised.ok()).toBe(true);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Some item prices have changed. Confirm the order.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  const cents = (text: string) =>
    Math.round(Number(text.replace(/[^\d.,]/g, '').replace(',', '.')) * 100);
  await expect
    .poll(async () => cents((await page.getByTestId('checkout-total').textContent())!))
    .toBe(cents(shown) + 300 * line.quantity);
  const total = (await page.getByTestId('checkout-total').textContent())!;

  // Seen now: "Place order" places it at the price shown.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { name: `Pay ${total.trim()} by EFT` })).toBeVisible();
});
