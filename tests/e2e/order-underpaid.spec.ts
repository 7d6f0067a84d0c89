// A paid order that a change leaves underpaid offers "Pay now", and the pay page takes the
// balance (what is still owed), not the whole order.
import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  addBySearch,
  atConfirmationCollecting,
  fullBasket,
  payByCard,
  placeOrder,
} from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('an order left underpaid by a change offers Pay now for the balance', async ({ page }) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await placeOrder(page, 'Card');
  await page.getByRole('button', { name: /^Pay R\s56\.97 with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = /\/orders\/(\d+)/.exec(page.url())![1]!;
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');

  await page.getByRole('button', { name: 'Update order' }).click();
  await page.getByRole('button', { name: 'Add items' }).click();
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  // Paid already: the shopper is told before saving what is to pay after saving.
  const review = page.getByRole('region', { name: 'Check your changes' });
  await expect(review).toContainText(
    /The total goes up by R\s18\.99 to R\s[\d\s]+\.\d\d\. After saving you pay R\s18\.99\./,
  );
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);

  await expect(page.getByTestId('payable-balance')).toHaveText('R 18.99');
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/pay$`));
  await page.getByRole('button', { name: /^Pay R\s18\.99 with Card$/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
});
