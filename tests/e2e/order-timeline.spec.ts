// The order timeline tells the truth about money: an unpaid order that was
// cancelled or timed out never shows "Accepted" as done and ends with "Cancelled" or "Timed out",
// and an EFT order still waiting for its money keeps "Awaiting payment" as the current step, not
// a done one, with "Accepted" neither done nor current.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  advanceOrder,
  cancelOnPage,
  orderOnServer,
  orderPlaced,
  simClockAdvance,
} from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const step = (page: Page, name: string) =>
  page.locator('ol.timeline > li').filter({ hasText: new RegExp(`^${name}`) });

test('an EFT order awaiting its money keeps "Awaiting payment" current', async ({ page }) => {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  const held = await orderOnServer(page.request, id);
  expect(held.payableBalanceInCents).toBe(5697);
  await expect(page.getByText(/Pay R\s56\.97 by EFT/).first()).toBeVisible();
  await expect(step(page, 'Awaiting payment')).toHaveAttribute('aria-current', 'step');
  await expect(step(page, 'Awaiting payment')).not.toHaveClass(/is-done/);
  await expect(step(page, 'Payment received')).toHaveCount(0);
  await expect(step(page, 'Accepted')).not.toHaveClass(/is-done|is-current/);
  await expect(page.locator('ol.timeline > li[aria-current]')).toHaveCount(1);
  await expect(page.locator('ol.timeline > li.is-done')).toHaveCount(0);
});

for (const [ending, pill] of [
  ['cancelled', 'Cancelled'],
  ['abandoned', 'Timed out'],
] as const) {
  test(`an unpaid ${ending} order does not show "Accepted" as done`, async ({ page }) => {
    // A card order left unpaid.
    const id = await orderPlaced(page, { provider: 'YOCO' });
    if (ending === 'abandoned') {
      await simClockAdvance(page.request, 61 * 60 * 1000);
      await advanceOrder(page.request, id, 'abandoned');
    }
    await page.goto(`/orders/${id}`);
    if (ending === 'cancelled') {
      await cancelOnPage(page);
    } else {
      // The time-out dialog offers Reorder; it is not the subject here.
      const timeout = page.getByRole('dialog', { name: /timed out$/ });
      await timeout.getByRole('button', { name: 'Close' }).last().click();
    }
    const held = await orderOnServer(page.request, id);
    expect(held.paymentStatus).not.toBe('PAID');
    expect(held.payableBalanceInCents).toBeGreaterThanOrEqual(0);
    await expect(page.locator('.order-head .pill')).toHaveText(pill);
    await expect(page.locator('ol.timeline > li').first()).toBeVisible();
    await expect(step(page, 'Accepted')).toHaveCount(0);
    // The one step done is where it stopped.
    await expect(page.locator('ol.timeline > li.is-done')).toHaveCount(1);
    await expect(page.locator('ol.timeline > li').last()).toHaveClass(/is-done/);
    await expect(page.locator('ol.timeline > li').last()).toContainText(pill);
    await expect(page.locator('ol.timeline > li[aria-current]')).toHaveCount(0);
    await expect(page.getByText('Still to pay')).toHaveCount(0);
  });
}
