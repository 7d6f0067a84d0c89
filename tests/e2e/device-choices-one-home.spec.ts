// The chosen branch and the language have one home each, their cookies (`sf_branch`, `sf_locale`),
// which the server renders with (ADR 0075). Before, local storage kept a second copy that the
// scripts read: a device whose cookie had gone (cleared, expired) got the server's page for no
// branch and in English, then, once the scripts ran, a page for the stored branch and language,
// changing under the shopper's finger.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, hydrated, shopperContext } from './support/shop';
import { shopsAt } from './support/seed';

test.use(shopperContext);

const cookie = async (page: Page, name: string) => {
  const found = (await page.context().cookies()).find((candidate) => candidate.name === name);
  return found ? decodeURIComponent(found.value) : null;
};

const stored = (page: Page, key: string) =>
  page.evaluate((storageKey) => localStorage.getItem(storageKey), key);

const comparisonBar = (page: Page) =>
  page.getByRole('button', { name: 'Branch: Price comparison. Change branch' });

test('a branch chosen with the scripts is kept in its cookie alone: without it, no branch anywhere', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await expect.poll(() => cookie(page, 'sf_branch')).toBe('{"id":"101"}');
  expect(JSON.parse((await stored(page, 'suppliers-v1')) ?? '{}')).not.toHaveProperty('selected');

  await page.context().clearCookies({ name: 'sf_branch' });
  await page.goto('/category/1');
  await hydrated(page);
  await expect(comparisonBar(page)).toBeVisible();
  await expect(page.getByText('Mzansi Fresh Parow')).toHaveCount(0);
});

test('a language chosen in the menu is kept in its cookie alone: without it, English throughout', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('af');
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  expect(await cookie(page, 'sf_locale')).toBe('af');
  expect(await stored(page, 'locale-v1')).toBeNull();

  await page.context().clearCookies({ name: 'sf_locale' });
  await page.goto('/category/1');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(comparisonBar(page)).toBeVisible();
});

test('a device an older build left a branch and language on keeps them, and the server renders with them from then on', async ({
  page,
}) => {
  const origin = new URL((await page.request.get('/readyz')).url()).origin;
  await page.addInitScript((shop) => {
    if (location.origin !== shop || sessionStorage.getItem('older-build')) return;
    sessionStorage.setItem('older-build', '1');
    localStorage.setItem(
      'suppliers-v1',
      JSON.stringify({ selected: { id: '101', name: 'Mzansi Fresh Parow' } }),
    );
    localStorage.setItem('locale-v1', JSON.stringify('af'));
  }, origin);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  await expect(
    page.getByRole('button', { name: 'Tak: Mzansi Fresh Parow. Verander tak' }),
  ).toBeVisible();
  expect(await cookie(page, 'sf_branch')).toBe('{"id":"101"}');
  expect(await cookie(page, 'sf_locale')).toBe('af');
  expect(await stored(page, 'locale-v1')).toBeNull();

  const response = await page.goto('/category/1');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="af"');
  expect(html).toContain('Mzansi Fresh Parow');
  await hydrated(page);
  await expect(
    page.getByRole('button', { name: 'Tak: Mzansi Fresh Parow. Verander tak' }),
  ).toBeVisible();
});

for (const [what, id] of [
  ['the shop no longer has', '99999'],
  ['the shop refuses as an id', 'abc'],
] as const) {
  test(`a branch ${what} is forgotten with the server's page, which the scripts take over as it is`, async ({
    page,
  }) => {
    await shopsAt(page, { id });
    const served = await page.goto('/category/1');
    expect(served?.headers()['x-render']).toMatch(/^rendered/);
    await expect.poll(() => cookie(page, 'sf_branch')).toBeNull();
    await hydrated(page);
    // The scripts hydrated the server's page (main.tsx marks it) rather than drawing it again for
    // a branch it did not show.
    await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Staples' })).toBeVisible();
    await expect(comparisonBar(page)).toBeVisible();
    await expect(page.getByText('Your branch')).toHaveCount(0);
  });
}

test('without scripts, a branch cookie the shop refuses still gets the shop, and is gone after the first page', async ({
  browser,
  baseURL,
}) => {
  const off = await browser.newContext({ ...shopperContext, baseURL, javaScriptEnabled: false });
  try {
    const page = await off.newPage();
    await shopsAt(page, { id: 'abc' });
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Staples' })).toBeVisible();
    // The note a browser without scripts shows (found by its class: text queries skip <noscript>).
    await expect(
      page.locator('noscript .noscript-note', { hasText: 'could not be prepared' }),
    ).toHaveCount(0);
    await expect.poll(() => cookie(page, 'sf_branch')).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    await off.close();
  }
});
