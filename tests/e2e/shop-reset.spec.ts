// A reset of the embedded simulator (POST /sim/reset, as journeys and frontend developers make
// it) is the shop's at once (ADR 0074). Before, the gateway kept answering from its caches of the
// world before for up to CACHE_TTL_SECONDS: a journey that seeded an order right after another had
// staged a price read the staged price and was refused "Some item prices have changed" (seen as
// five signed-in server-html-matches journeys failing together).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';
import { MILK, orderPlaced, resetSim, stageOffer } from './support-checkout';
import { findOffer, PAROW, seedBasket } from './support/seed';

test.use(shopperContext);

test.afterEach(async ({ page }) => {
  await resetSim(page.request);
});

test("an order seeded right after a reset is placed at the reset shop's prices", async ({
  page,
}) => {
  await resetSim(page.request);
  const seeded = (await findOffer(page.request, PAROW, MILK)).priceInCents;
  await resetSim(page.request);
  // Found with other words than the seed's: its search is first asked while staged.
  await stageOffer(page.request, 'Sunveld', MILK.name, { price_in_cents: seeded + 30_000 });
  // Read while staged, as the journey before would have: the gateway keeps this answer.
  expect((await findOffer(page.request, PAROW, MILK)).priceInCents).toBe(seeded + 30_000);

  // Resets, signs in, reads the milk's price and places the order at it.
  expect(await orderPlaced(page)).toMatch(/^\d+$/);
});

test("the search page after a reset shows the reset shop's price", async ({ page }) => {
  await resetSim(page.request);
  const seeded = (await findOffer(page.request, PAROW, MILK)).priceInCents;
  await seedBasket(page, PAROW, []);
  // Found with the seed's words: the page's search is not asked before the price is staged.
  await stageOffer(page.request, MILK.query, MILK.name, { price_in_cents: 99_999 });
  await page.goto('/search?q=Sunveld');
  const milk = page.getByRole('listitem').filter({ hasText: MILK.name });
  await expect(milk.getByText('R 999.99', { exact: true })).toBeVisible();

  await resetSim(page.request);
  await page.reload();
  await expect(milk.getByText(`R ${(seeded / 100).toFixed(2)}`, { exact: true })).toBeVisible();
  await expect(milk.getByText('R 999.99', { exact: true })).toHaveCount(0);
});
