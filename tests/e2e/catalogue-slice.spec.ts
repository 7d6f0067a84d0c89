import { expect, test } from '@playwright/test';

test.use({
  geolocation: { latitude: -33.8999547, longitude: 18.5701029 },
  permissions: ['geolocation'],
  locale: 'en-ZA',
});

test('a shopper picks a nearby branch and sees its categories', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Choose a branch' })).toBeVisible();
  const parow = page.getByRole('listitem', { name: 'Mzansi Fresh Parow' });
  await expect(parow).toContainText('1.2 km');
  await expect(parow).toContainText('112 Voortrekker Road, Parow, Cape Town, 7500');
  await expect(
    page.getByRole('listitem', { name: 'Boland Bulk Kraaifontein' }).getByRole('button'),
  ).toBeDisabled();

  await page
    .getByRole('listitem', { name: 'Boland Bulk Bellville' })
    .getByRole('button', { name: 'Shop here' })
    .click();

  await expect(page.getByText('Shopping at Boland Bulk Bellville')).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
  await expect(categories).toHaveText([
    'Pantry Staples',
    'Dairy & Eggs',
    'Beverages',
    'Cleaning & Household',
    'Bulk Buys',
  ]);
  const firstImage = categories.first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The choice survives a reload (suppliers-v1 in local storage).
  await page.reload();
  await expect(page.getByText('Shopping at Boland Bulk Bellville')).toBeVisible();
});

test('the branch list falls back to the default position when location is refused', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByText(
      "We could not get your location, so these branches are near Cape Town's northern suburbs.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toBeVisible();
  await context.close();
});

test('the shop speaks Afrikaans and French', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('af');
  await expect(page.getByRole('heading', { name: "Kies 'n tak" })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toContainText('1,2 km');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Choisissez un magasin' })).toBeVisible();
});

test('unknown paths show the 404 page; missing assets are real 404s', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const asset = await request.get('/assets/missing-file.js');
  expect(asset.status()).toBe(404);
});
