// The first phone screen belongs to the shop: the welcome announcement is a slim strip in plain
// words, and choosing a branch brings no second announcement the same day.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('the welcome announcement is a slim strip, in words a shopper knows, shown once a day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await expect(
    announcement.getByRole('img', { name: 'Welcome! Orders from R10, delivered to your door' }),
  ).toBeVisible();
  const box = await announcement.boundingBox();
  // At most an eighth of the phone's screen (it took 190 px, a quarter, before).
  expect(box?.height).toBeLessThanOrEqual(844 / 8);

  await chooseBranch(page, 'Mzansi Fresh Parow');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Popular products' })).toBeVisible();
  await expect(announcement).toHaveCount(0);
});
