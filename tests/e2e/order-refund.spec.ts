// A cancelled paid order (issue 15) says on the order itself what was refunded and where, and
// never shows "Still to pay".
import { expect, test } from '@playwright/test';
import { checkoutCollect, fullBasket, placeOrder, simOrigin } from './support-checkout';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('cancelling a paid order shows the refund to the wallet, and nothing still to pay', async ({
  page,
}) => {
  await fullBasket(page);
  await checkoutCollect(page);
  await placeOrder(page, 'EFT (bank transfer)');
  await page.getByRole('link', { name: 'View order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  const id = /\/orders\/(\d+)/.exec(page.url())![1]!;
  await page.request.post(`${await simOrigin(page.request)}/sim/orders/${id}/pay`, {
    data: { amount_in_cents: 5697 },
  });
  await page.reload();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.locator('.order-head .pill')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund')).toHaveText(
    'R 56.97 was refunded to your wallet: it pays towards your next order.',
  );
  await expect(page.getByText('Still to pay')).toHaveCount(0);
});
