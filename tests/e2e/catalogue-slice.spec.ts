// Market mode: a shopper finds the branches near them, browses the catalogue, searches, fills
// a basket with normal and per-kg items, and keeps it across a reload.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { cartButton, chooseBranch, openSearch, shopperContext } from './support/shop';

test.use(shopperContext);

test('market mode: the supplier bar offers price comparison and the nearby branches', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();
  // With no branch chosen, the whole shop's categories show.
  await expect(
    page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first(),
  ).toHaveText('Pantry Staples');

  await page.getByRole('button', { name: /Change branch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await expect(dialog.getByRole('region', { name: 'Price comparison' })).toContainText('Stay here');
  // Price comparison is a way to shop, not a branch: it is not in the list of branches.
  await expect(
    dialog
      .getByRole('list', { name: 'Branches' })
      .getByRole('listitem', { name: 'Price comparison' }),
  ).toHaveCount(0);
  const parow = dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' });
  await expect(parow).toContainText('1.2 km');
  await expect(parow).toContainText('112 Voortrekker Road, Parow, Cape Town, 7500');
  await parow.getByText('Opening hours').click();
  await expect(parow).toContainText('Monday');
  await expect(
    dialog.getByRole('listitem', { name: 'Boland Bulk Kraaifontein' }).getByRole('button'),
  ).toBeDisabled();
  await parow.getByRole('button', { name: 'Shop here' }).click();

  await expect(
    page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
  ).toBeVisible();
  await expect(page.getByRole('search', { name: 'Search the shop' })).toBeVisible();

  // No house icon that means "clear the branch": a button that says what it does.
  await expect(page.getByRole('button', { name: 'Clear branch and go home' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compare all branches' }).click();
  await expect(
    page.getByRole('button', { name: 'Branch: Price comparison. Change branch' }),
  ).toBeVisible();
  // Search stays one tap away in Price comparison mode too.
  await expect(page.getByRole('search', { name: 'Search the shop' })).toBeVisible();
});

test('a shopper browses a category, opens a product and adds it', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');

  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('link', { name: 'Dairy & Eggs' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
  await expect(page).toHaveTitle('Dairy & Eggs · Shopfront');
  await expect(page.getByRole('list', { name: 'Subcategories' })).toContainText('Milk');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: 'Full Cream Milk' })
    .first();
  // The card's offer: its pack, the branch it is priced at and its price.
  await expect(card).toContainText(/\d l/);
  await expect(card.locator('.product-tile-branch')).not.toBeEmpty();
  await expect(card.locator('.price-now')).toContainText(/R\s\d+\.\d\d/);
  await card.getByRole('link', { name: /Full Cream Milk/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Full Cream Milk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const offers = page
    .getByRole('list', { name: 'Offers for Full Cream Milk' })
    .getByRole('listitem');
  await expect(offers.first()).toContainText(/R\s\d+\.\d\d/);
  await expect(offers.first()).toContainText(/R\s\d+\.\d\d \/ l/);

  await offers
    .first()
    .getByRole('button', { name: /^Add .* to basket$/ })
    .click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('group', { name: /Quantity of/ })).toContainText('1');
  await expect(modal.getByRole('button', { name: 'Less' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Add to basket' }).click();
  await expect(cartButton(page)).toContainText('1 item');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
});

test('search, normal and per-kg items, quantities, and the basket after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await openSearch(page);

  // Search as you type.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('low fat milk');
  const results = page.getByRole('list', { name: 'Search results' });
  const milk = results.getByRole('listitem').filter({ hasText: 'Sunveld Low Fat Milk 1 l' });
  await expect(milk).toContainText('R 18.99');
  await expect(page).toHaveURL(/\/search\?q=low\+fat\+milk/);
  await milk.getByRole('button', { name: /^Add / }).click();
  let modal = page.getByRole('dialog', { name: 'Sunveld Low Fat Milk 1 l' });
  await modal.getByRole('button', { name: 'More' }).click();
  await expect(modal.getByRole('group', { name: /Quantity of/ })).toContainText('2');
  await expect(modal).toContainText('Total R 37.98');
  await modal.getByRole('button', { name: 'Add to basket' }).click();
  // The count is in units: two cartons.
  await expect(cartButton(page)).toHaveAccessibleName('Basket: R 37.98 2 items');

  // An out-of-stock offer cannot be added.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('bananas');
  const bananas = results.getByRole('listitem').filter({ hasText: 'Bananas (per kg)' });
  await expect(bananas).toContainText('Out of stock');
  await expect(bananas.getByRole('button', { name: /^Add / })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Search products' }).fill('tomatoes');
  const tomatoes = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tomatoes (per kg)', exact: true }) });
  await expect(tomatoes).toContainText('R 21.99 / kg');
  await tomatoes.getByRole('button', { name: /^Add / }).click();
  modal = page.getByRole('dialog', { name: 'Tomatoes (per kg)' });
  const amount = modal.getByRole('group', { name: /Quantity of/ });
  await expect(amount).toContainText('0.25 kg');
  await expect(modal.getByRole('button', { name: 'Less' })).toBeDisabled();
  await expect(modal).toContainText('may vary by up to 5%');
  await modal.getByRole('button', { name: 'More' }).click();
  await modal.getByRole('button', { name: 'More' }).click();
  await expect(amount).toContainText('0.35 kg');
  await expect(modal).toContainText('Total R 7.70');
  await modal.getByRole('button', { name: 'Add to basket' }).click();
  await expect(tomatoes.getByRole('button', { name: /in basket/ })).toHaveText('0.35 kg');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
  await expect(page.getByText('"zzzz-nothing" did not return any results')).toBeVisible();

  await cartButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText('R 45.68');
  const basket = page.getByRole('list', { name: 'Basket items' });
  const milkLine = basket.getByRole('listitem', { name: 'Sunveld Low Fat Milk 1 l' });
  await milkLine.getByRole('button', { name: 'More' }).click();
  await expect(milkLine).toContainText('R 56.97');
  await expect(page.getByTestId('basket-total')).toHaveText('R 64.67');

  // The basket is the gateway's (under the session cookie), shown again after a reload.
  await page.reload();
  await expect(page.getByTestId('basket-total')).toHaveText('R 64.67');
  await expect(basket.getByRole('listitem', { name: 'Tomatoes (per kg)' })).toContainText(
    '0.35 kg',
  );
  // Three cartons and one per-kg line.
  await expect(cartButton(page)).toHaveAccessibleName('Basket: R 64.67 4 items');

  // Removing asks first.
  await basket
    .getByRole('listitem', { name: 'Tomatoes (per kg)' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove from basket?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByTestId('basket-total')).toHaveText('R 56.97');
});

test('a per-kg item takes a one-tap weight or a typed one, rounded to its step', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/search?q=tomatoes');
  const tomatoes = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Tomatoes (per kg)', exact: true }) });
  await tomatoes.getByRole('button', { name: /^Add / }).click();
  const modal = page.getByRole('dialog', { name: 'Tomatoes (per kg)' });
  const amount = modal.getByRole('group', { name: /Quantity of/ });
  await modal
    .getByRole('group', { name: 'Quick amounts' })
    .getByRole('button', { name: '1 kg' })
    .click();
  await expect(amount).toContainText('1 kg');
  await expect(modal).toContainText('Total R 21.99');

  const typed = modal.getByRole('textbox', { name: 'Amount in kg' });
  await typed.fill('lots');
  await typed.press('Enter');
  await expect(modal.getByRole('alert')).toHaveText('Enter a number, such as 1.5.');
  await expect(amount).toContainText('1 kg');
  await typed.fill('1,53');
  await typed.press('Enter');
  await expect(amount).toContainText('1.55 kg');
  await expect(modal).toContainText('Rounded to 1.55 kg: sold in steps of 0.05 kg.');
  await modal.getByRole('button', { name: 'Add to basket' }).click();
  await expect(tomatoes.getByRole('button', { name: /in basket/ })).toHaveText('1.55 kg');
});

test('search pages further results in as the shopper scrolls', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/search?q=milk');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded();
  await expect(results).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  for (const item of await results.all()) await expect(item).toContainText(/R\s\d+\.\d\d/);
});

test('unknown paths show the 404 page; missing assets are real 404s', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('We could not find the page you were looking for.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  const asset = await request.get('/assets/missing-file.js');
  expect(asset.status()).toBe(404);
  const version = await request.get('/version.txt');
  expect(version.status()).toBe(200);
  expect((await version.text()).trim()).toMatch(/^[a-z0-9]+$/);
});
