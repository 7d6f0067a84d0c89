// An EFT order awaiting its money: the order page itself shows a
// prominent "Pay R x by EFT" card with the branch's bank details, copy buttons and the deadline,
// and the card goes once the money has arrived.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { moneyArrives, orderPlaced } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use({
  ...shopperContext,
  permissions: [...shopperContext.permissions, 'clipboard-read', 'clipboard-write'],
});

test('the order page shows how to pay an EFT order, with copy buttons and a deadline', async ({
  page,
}) => {
  const orderId = await orderPlaced(page);
  await openOrder(page, orderId);
  const reference = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  expect(reference).toMatch(/^SF-/);

  const card = page.getByRole('region', { name: 'Pay R 56.97 by EFT' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('First National Bank');
  await expect(card).toContainText(reference);
  // The deadline is the order's collection slot.
  await expect(card.getByTestId('eft-deadline')).toContainText(/^Pay before \w{3} \d{1,2} \w{3}/);

  await card.getByRole('button', { name: 'Copy reference' }).click();
  await expect(card.getByRole('status')).toHaveText('Reference copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await card.getByRole('button', { name: 'Copy amount' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('56.97');
  const accountNumber = (await card.getByTestId('bank-accountNumber').textContent())!.trim();
  await card.getByRole('button', { name: 'Copy account number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNumber);
  await page.screenshot({ path: 'test-results/eft-order-card.png', fullPage: true });

  await moneyArrives(page, orderId);
  await page.reload();
  await expect(page.getByRole('heading', { name: reference })).toBeVisible();
  await expect(card).toHaveCount(0);
});
