// A cancelled paid order says on the order itself what was refunded and where, and
// never shows "Still to pay"; an EFT that arrives after the cancel is said to be in the wallet.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('cancelling a paid order shows the refund to the wallet, and nothing still to pay', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await openOrder(page, id);

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

test('an EFT that arrives after the order was cancelled is said to be in the wallet', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel order?' });
  await expect(question).toContainText(
    'If you already sent the EFT, it goes to your wallet when it arrives.',
  );
  await question.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.locator('.order-head .pill')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund')).toHaveCount(0);

  await moneyArrives(page, id);
  await page.reload();
  await expect(page.getByTestId('late-money')).toHaveText(
    'R 56.97 received after the order was cancelled: added to your wallet.',
  );
  // Never paid before the cancel: the timeline ends with "Cancelled", no acceptance done.
  await expect(page.locator('ol.timeline > li')).toHaveText([/^Cancelled/]);
  const paidBox = page.locator('dl').filter({ has: page.getByText('EFT') });
  await expect(paidBox.first()).toContainText('R 56.97');
});
