// An EFT that reaches an order after it was cancelled goes to the wallet, and the shop says the
// wallet's new balance at once: on the order, under the note saying where the money went, and in
// the menu's account part (Thandi's R 50.00 and the order's R 56.97: R 106.97). The gateway's
// account snapshot, taken before the money arrived, showed R 50.00 in both places.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { moneyArrives, orderPlaced } from './support-checkout';
import { openMenu } from './support-account';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('the wallet shown after a late EFT holds the money, on the order and in the menu', async ({
  page,
}) => {
  const id = await orderPlaced(page); // 3 l of milk, R 56.97, by EFT
  await openOrder(page, id);
  await expect(page.getByTestId('wallet-balance')).toHaveText('Your wallet balance: R 50.00');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.locator('.order-head .pill')).toHaveText('Cancelled');

  await moneyArrives(page, id, 5697);
  await page.reload();
  await expect(page.getByTestId('late-money')).toHaveText(
    'R 56.97 received after the order was cancelled: added to your wallet.',
  );
  // R 50.00 + R 56.97 = R 106.97
  await expect(page.getByTestId('wallet-balance')).toHaveText('Your wallet balance: R 106.97');
  const menu = await openMenu(page);
  await expect(menu).toContainText('Wallet credit: R 106.97');
});
