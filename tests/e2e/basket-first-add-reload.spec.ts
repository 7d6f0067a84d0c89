// A visitor's first Add names their basket: its answer carries the cookie that says which basket
// is theirs. A page load while that answer is on its way (a reload, an address typed, a link
// opened in the same tab) must not lose the line: the change is sent so that its answer, and its
// cookie, still arrive after the page that sent it has gone.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { simOrigin } from './support-checkout';
import { cartButton, graphqlRequest, searchResult, shopperContext } from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

// A fault left in the simulator would fail the next journey on this shop.
test.afterEach(async ({ page }) => {
  const cleared = await page.request.delete(`${await simOrigin(page.request)}/sim/faults`);
  expect(cleared.ok()).toBe(true);
});

test("a page load while the first Add is answered keeps the visitor's line", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('super maize meal')}`);
  const offer = searchResult(page, 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await offer.getByRole('button', { name: /^Add / }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubuntu Mills Super Maize Meal 2.5 kg' });
  await expect(dialog).toBeVisible();

  // The branch's offers are read live for a new line: slow them down, so the answer is still on
  // its way when the shopper leaves the page.
  const sim = await simOrigin(page.request);
  const slowed = await page.request.post(`${sim}/sim/faults`, {
    data: [{ route: 'GET /catalog/v1/sellables/{id}/offers', latency_ms: 2_000, times: 1 }],
  });
  expect(slowed.ok()).toBe(true);
  const sent = page.waitForRequest(
    (request) => graphqlRequest(request)?.operationName === 'SetBasketLines',
  );
  await dialog.getByRole('button', { name: 'Add to basket' }).click();
  await sent;
  await page.goto('/basket');

  // The line is the visitor's once the answer is in: a later page load shows it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(
      'Ubuntu Mills Super Maize Meal 2.5 kg',
      { timeout: within(2_000) },
    );
  }).toPass({ timeout: within(20_000) });
  await expect(cartButton(page)).toContainText('1 item');
});
