// A shopper with the shop open in two tabs (one client-state module): what one tab
// puts in the basket shows in the other without a reload, and the other tab's next change keeps
// it instead of writing back its own stale basket.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  addFromSearch,
  cartButton,
  chooseBranch,
  searchResult,
  shopperContext,
} from './support/shop';

test.use(shopperContext);

const MAIZE = 'Ubuntu Mills Super Maize Meal 2.5 kg';
const MILK = 'Clover Hill Low Fat Milk 1 l';

async function addShownOffer(page: Page, name: string) {
  const offer = searchResult(page, name);
  await offer.getByRole('button', { name: /^Add / }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to basket' }).click();
  await expect(offer.getByRole('button', { name: /in basket/ })).toBeVisible();
}

test('two tabs share one basket: neither loses what the other added', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await chooseBranch(first, 'Mzansi Fresh Durbanville');

  // The second tab is open on search results before the first tab adds anything.
  const second = await context.newPage();
  await second.goto(`/search?q=${encodeURIComponent('super maize meal')}`);
  await expect(second.getByRole('heading', { name: MAIZE, exact: true }).first()).toBeVisible();

  await addFromSearch(first, 'low fat milk', MILK);
  await expect(cartButton(second)).toHaveAccessibleName(/1 item/);

  await addShownOffer(second, MAIZE);
  await expect(cartButton(second)).toHaveAccessibleName(/2 items/);
  await expect(cartButton(first)).toHaveAccessibleName(/2 items/);

  await first.goto('/basket');
  const lines = first.getByRole('list', { name: 'Basket items' });
  await expect(lines).toContainText(MILK);
  await expect(lines).toContainText(MAIZE);
});

test('a branch chosen in one tab shows in the other at once, without bringing it to the front', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/category/1');
  const second = await context.newPage();
  await second.goto('/category/1');
  const bar = (page: Page) => page.getByRole('button', { name: /^Branch: .+\. Change branch$/ });
  await expect(bar(second)).toHaveAccessibleName('Branch: Price comparison. Change branch');

  // Nothing tells the second tab it was looked at: no focus, no visibility change.
  await chooseBranch(first, 'Mzansi Fresh Parow');
  await expect(bar(second)).toHaveAccessibleName('Branch: Mzansi Fresh Parow. Change branch');
  await chooseBranch(first, 'Kaap Spens Goodwood');
  await expect(bar(second)).toHaveAccessibleName('Branch: Kaap Spens Goodwood. Change branch');
});
