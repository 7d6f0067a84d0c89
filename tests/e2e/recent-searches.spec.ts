// Recent searches: the search page offers what the shopper searched for before,
// newest first, survives a reload, opens a search in one tap and can be cleared.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('recent searches come back, newest first, and can be cleared', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  const results = page.getByRole('list', { name: 'Search results' });

  // Typed, its results seen, then the shopper moves on: remembered without pressing Enter.
  await box.fill('maize');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: /^Basket:/ }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await page.goBack();
  await box.fill('low fat milk');
  await box.press('Enter');
  await expect(results).toContainText('Low Fat Milk');

  await page.reload();
  await box.fill('');
  const recent = page.getByRole('list', { name: 'Recent searches' });
  await expect(recent.getByRole('button')).toHaveText(['low fat milk', 'maize']);

  await recent.getByRole('button', { name: 'maize' }).click();
  await expect(box).toHaveValue('maize');
  await expect(page).toHaveURL(/\/search\?q=maize$/);
  await expect(results.getByRole('listitem').first()).toBeVisible();

  await box.fill('');
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recent searches' })).toHaveCount(0);
});

test('the empty search page offers the branch categories, one tap away', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await page.goto('/search');
  const browse = page.getByRole('list', { name: 'Browse categories' });
  const first = browse.getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/category\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a long recent search stays one line inside the screen', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  const long =
    'maize meal super special family pack bulk buy for the whole stokvel group of twenty';
  await box.fill(long);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await box.fill('');
  const chip = page
    .getByRole('list', { name: 'Recent searches' })
    .getByRole('button', { name: long });
  await expect(chip).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const bounds = await chip.boundingBox();
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
  expect(bounds!.height).toBeLessThan(60);
});
