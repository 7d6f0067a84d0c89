// A category grid and a product page, as a shopper compares and adds: a grid card names its pack
// and the branch it is priced at and adds a whole item in one tap; a product in 1 l and 2 l lists
// each pack on its own, every branch once per pack, and says which offer is cheapest per litre;
// the combos near the shopper are listed once each.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

const marketMode = (page: Page) =>
  expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();

/** Cents of "R 16.50 / l" or "R 1 234.50". */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a category grid card shows pack and branch, and adds a whole item in one tap', async ({
  page,
}) => {
  await page.goto('/category/19');
  await marketMode(page);
  const card = page
    .getByRole('list', { name: 'Products', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Full Cream Milk' })
    .first();
  await expect(card.locator('.product-tile-pack')).toContainText(/\d l$/);
  await expect(card.locator('.product-tile-branch')).toHaveText(
    /^(Mzansi Fresh|Boland Bulk|Kaap Spens) /,
  );
  await card.getByRole('button', { name: /^Add .+ to basket$/ }).click();
  await expect(cartButton(page)).toContainText('1 item');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /in basket \(1\)$/ })).toHaveText('1');
});

test('a weighed item still asks how much, in the dialog', async ({ page }) => {
  await page.goto('/category/27');
  await marketMode(page);
  const card = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
  await card
    .first()
    .getByRole('button', { name: /^Add .+ to basket$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Quick amounts' })).toBeVisible();
  await expect(cartButton(page)).toContainText('0 items');
});

async function unitPrices(rows: Locator): Promise<number[]> {
  return (await rows.locator('.price-unit').allTextContents()).map(cents);
}

test('a product in 1 l and 2 l lists each pack once per branch and names the cheapest per litre', async ({
  page,
}) => {
  await page.goto('/product/86');
  await marketMode(page);
  const oneLitre = page.getByRole('list', { name: 'Offers for Full Cream Milk, 1 l' });
  const twoLitres = page.getByRole('list', { name: 'Offers for Full Cream Milk, 2 l' });
  await expect(oneLitre.getByRole('listitem').first()).toBeVisible();
  await expect(twoLitres.getByRole('listitem').first()).toBeVisible();

  for (const list of [oneLitre, twoLitres]) {
    const branches = (await list.locator('.branch-price-branch').allTextContents()).map((b) =>
      b.trim(),
    );
    expect(new Set(branches).size, 'each branch once per pack').toBe(branches.length);
    // Cheapest first, and the first is this pack's cheapest.
    const prices = (await list.locator('.price-now').allTextContents()).map(cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }

  const all = page.locator('.branch-price');
  const best = all.filter({ hasText: 'Cheapest per litre' });
  await expect(best).toHaveCount(1);
  const lowest = Math.min(...(await unitPrices(all.filter({ hasNotText: 'Out of stock' }))));
  expect(await unitPrices(best)).toEqual([lowest]);
  await page.screenshot({ path: 'test-results/product-packs.png', fullPage: true });
});

test('the combos near the shopper are listed once each', async ({ page }) => {
  await page.goto('/combos');
  await marketMode(page);
  const cards = page.getByRole('list', { name: 'Combos', exact: true }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const names = (await cards.getByRole('heading').allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(5);
  expect(new Set(names).size).toBe(names.length);
  await expect(cards.filter({ hasText: /cheapest of \d+/ }).first()).toBeVisible();
});
