// What a walk of the shop's money screens found: a paid order that is cancelled still says in its
// timeline that the money was received (the refund line beside it says where it went), and a
// combo's pack is said in the shopper's language on the basket line.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { cancelOnPage, moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { PAROW, seedBasket, speaks } from './support/seed';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a paid order that is cancelled keeps "Payment received" before "Cancelled"', async ({
  page,
}) => {
  const id = await orderPlaced(page);
  await moneyArrives(page, id);
  await openOrder(page, id);
  await cancelOnPage(page);
  await expect(page.getByTestId('refund')).toHaveText(
    'R 56.97 was refunded to your wallet: it pays towards your next order.',
  );
  await expect(page.locator('ol.timeline > li')).toHaveText([
    /^Payment received/,
    /^Accepted/,
    /^Cancelled/,
  ]);
});

test('a combo on the basket line is a "Kombinasie" in Afrikaans', async ({ page }) => {
  await speaks(page, 'af');
  await seedBasket(page, PAROW, [
    { query: 'spring clean', name: 'Spring Clean Combo', quantity: 1 },
  ]);
  await page.goto('/basket');
  const line = page.getByRole('listitem').filter({ hasText: 'Spring Clean Combo' });
  await expect(line).toContainText('Kombinasie');
});
