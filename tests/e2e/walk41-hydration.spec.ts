// A server-rendered page that lists an item already in the shopper's basket hydrates as served.
// The page's Add buttons cannot know the basket on the server (a visitor's page is shared), but
// the browser asks for the basket as soon as the page's shell is up, and a part of the page that
// hydrates after that answer (a Suspense boundary: the product's offers, a category's grid) read
// the line's quantity while hydrating: React found "2" where the server had sent "Add", threw
// the server's HTML away (error #418) and painted the page again, for visitors and signed-in
// shoppers alike.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { findOffer, PAROW, seedBasket } from './support/seed';
import { MILK, signInThroughApi } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

for (const who of ['a visitor', 'a signed-in shopper'] as const) {
  test(`${who}: a product page listing a line of the basket hydrates without a mismatch`, async ({
    page,
  }) => {
    if (who === 'a signed-in shopper') await signInThroughApi(page.request);
    await seedBasket(page, PAROW, [MILK]);
    const offer = await findOffer(page.request, PAROW, MILK);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`/product/${offer.sellable.productId}`);
    expect(response?.headers()['x-render']).toMatch(/^(rendered|cached)/);
    // Once the scripts serve it, the line's quantity shows on its button.
    await expect(
      page.getByRole('button', { name: `Change ${MILK.name} in basket (3)` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// The basket's delivery line reads the branch's delivery options, which the server's render does
// not ask for (it draws no line). The delivery-area line at the top of the page asks for the same
// options as soon as it hydrates, and a shopper who has just browsed the branch has the answer in
// the browser's cache: the basket's part of the page, hydrating after that answer, drew the line
// where the server had sent none (React's error #418) and React painted the basket again.
for (const who of ['a visitor', 'a signed-in shopper'] as const) {
  test(`${who}: the basket hydrates without a mismatch`, async ({ page }) => {
    if (who === 'a signed-in shopper') await signInThroughApi(page.request);
    await seedBasket(page, PAROW, [MILK]);
    // Browsing the branch first: its delivery options are in the browser's cache.
    const options = page.waitForResponse((answer) => answer.url().includes('BranchDelivery'));
    await page.goto('/category/1');
    await options;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/basket');
    expect(response?.headers()['x-render']).toMatch(/^rendered/);
    // Once the scripts serve it, the delivery line says what is known of delivering it.
    await expect(page.getByText(/^Delivery fee|^Delivery to/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
