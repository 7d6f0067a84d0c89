// The lists of the branches near the shopper (price comparison's promotions, stokvel, combos and
// leaflet specials, and the leaflets page) need the device's position, which only the scripts can
// ask for. Without them those pages showed a loading skeleton for ever, on a first visit's
// default (no branch chosen). They now say why, and lead to choosing a branch, whose lists show
// without scripts (docs/adr/0066, as the search page does).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, javaScriptEnabled: false });

for (const path of ['/promotions', '/stokvel', '/combos', '/leaflets_promotions']) {
  test(`${path} without a branch says the branches near you need scripts, and leads to choosing one`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .skeleton-list')).toBeHidden();
    // Playwright's text locators skip a <noscript>'s content: its element is read.
    const note = page.locator('main noscript .nearby-needs-scripts');
    await expect(note).toBeVisible();
    await expect(note).toContainText('switch JavaScript on');
    await note.locator('a[href^="/agencies"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    // A branch chosen there leads back to this list, now the branch's.
    await page
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main noscript .nearby-needs-scripts')).toHaveCount(0);
  });
}

test('the leaflets page says the same, and where a chosen branch’s leaflets are', async ({
  page,
}) => {
  await page.goto('/leaflets');
  await expect(page.locator('main .skeleton-list')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Distance' })).toBeHidden();
  const note = page.locator('main noscript .nearby-needs-scripts');
  await expect(note).toContainText('switch JavaScript on');
  await expect(note.locator('a[href^="/agencies"]')).toBeVisible();
  await note.locator('a[href="/leaflets_promotions"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaflet specials' })).toBeVisible();
});

test('a branch chosen from the leaflets page leads to its leaflets, and a leaflet opens as its file', async ({
  page,
}) => {
  await page.goto('/leaflets');
  await page.locator('main noscript .nearby-needs-scripts a[href^="/agencies"]').click();
  await page
    .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page).toHaveURL(/\/leaflets_promotions$/);
  // Each leaflet is a link to its file (the viewer is the scripts').
  const leaflet = page.getByRole('link', { name: /Month-end savings/ }).first();
  await expect(leaflet).toBeVisible();
  const href = await leaflet.getAttribute('href');
  expect(href).toMatch(/^https?:\/\/.+\/media\//);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
});
