// The thank-you after placing an order shows once, in the visit the order was placed in: not
// again after the browser was closed and opened, and not days later when the shopper first opens
// the order from the history (then it thanks for nothing the shopper just did).
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { atConfirmationCollecting, fullBasket, orderIdFrom, placeOrder } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/**
 * A later visit: what a browser keeps once closed (cookies, local storage) and not what it drops
 * (this tab's session storage). slot-after-restart.spec.ts closes the context itself.
 */
async function laterVisit(page: Page): Promise<Page> {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  return page;
}

async function placeEftOrder(page: Page): Promise<string> {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'EFT (bank transfer)');
  const view = page.getByRole('link', { name: 'View order' });
  await expect(view).toBeVisible();
  return orderIdFrom((await view.getAttribute('href'))!);
}

test('thanked once, then not again on a later visit', async ({ page }) => {
  const id = await placeEftOrder(page);
  await page.getByRole('link', { name: 'View order' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();

  const again = await laterVisit(page);
  await again.goto(`/orders/${id}`);
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await graphqlSettled(again);
  await expect(again.getByRole('dialog', { name: 'Thank you for your order' })).toHaveCount(0);
});

test('an order placed in an earlier visit is not thanked when first opened later', async ({
  page,
}) => {
  const id = await placeEftOrder(page);
  // The shopper reads the bank details and leaves, without opening the order.
  const again = await laterVisit(page);
  await again.goto('/orders');
  await again.getByRole('link', { name: /^SF-/ }).first().click();
  await expect(again).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(again.locator('.order-head .pill')).toBeVisible();
  await graphqlSettled(again);
  await expect(again.getByRole('dialog', { name: 'Thank you for your order' })).toHaveCount(0);
});
