// A first visit from where no branch delivers (Sandton, in Johannesburg: the branches are in Cape
// Town) is told so on the first page, before a basket is filled: the browser already allows the
// shop the device's position, so it is used without a prompt and without opening the branch
// dialog; nothing can be added.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

const SANDTON = { latitude: -26.1076, longitude: 28.0567 };

test.use({ ...shopperContext, geolocation: SANDTON });

test('a first visit from Sandton says at once that the shop does not deliver there', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const notice = page.getByRole('status').filter({ hasText: "We don't deliver to your area yet" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add .* to basket$/ })).toHaveCount(0);
  // The shop's announcement promising delivery is not shown beside it.
  await expect(page.getByText('delivered to your door')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('sandton-first-visit.png'), fullPage: true });
});
