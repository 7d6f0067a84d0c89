// Agency mode, languages, the offline banner and data-free browsing, as the shopper sees them.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { agencyTest } from './support/agency-shop';
import {
  addFromSearch,
  cartButton,
  configureShop,
  graphqlRequest,
  shopperContext,
} from './support/shop';
import { within } from '../support/time-scale';

test.use(shopperContext);

agencyTest(
  'agency mode: the branch dialog opens by itself and changing branch empties the basket',
  async ({ page }) => {
    await page.goto('/');

    const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toContainText(
      '1.2 km',
    );
    // No price comparison in agency mode, and no way out without a branch.
    await expect(dialog.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Never a bare "-": the bar and the empty home say what to do, and the home's button does it.
    await expect(
      page.getByRole('button', { name: 'Branch: Choose a branch. Change branch' }),
    ).toBeAttached();
    await expect(
      page.getByRole('heading', { name: 'Choose a branch to start shopping' }),
    ).toBeAttached();
    await expect(page.getByText('-', { exact: true })).toHaveCount(0);

    await dialog
      .getByRole('listitem', { name: 'Boland Bulk Bellville' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    await expect(
      page.getByRole('button', { name: 'Branch: Boland Bulk Bellville. Change branch' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Categories' }).getByRole('listitem').first(),
    ).toBeVisible();

    await addFromSearch(page, 'low fat milk', 'Clover Hill Low Fat Milk 1 l');
    await expect(cartButton(page)).toContainText('1 item');

    // Choosing another branch asks first, then empties the basket.
    await page.getByRole('button', { name: /Change branch/ }).click();
    const again = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(
      again.getByRole('listitem', { name: 'Boland Bulk Bellville' }).getByRole('button'),
    ).toHaveText('Stay here');
    await again
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Change branch?' });
    await expect(confirm).toContainText('Changing branch empties your basket.');
    await confirm.getByRole('button', { name: 'Empty basket and change' }).click();
    await expect(
      page.getByRole('button', { name: 'Branch: Mzansi Fresh Parow. Change branch' }),
    ).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Basket: R 0.00 0 items');
  },
);

test('the shopper switches the shop to Afrikaans, then French, in the side panel', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('af');
  const kieslys = page.getByRole('dialog', { name: 'Kieslys' });
  await expect(kieslys.getByRole('link', { name: 'Terme en voorwaardes' })).toBeVisible();
  await kieslys.getByRole('button', { name: 'Maak kieslys toe' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kategorieë' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Tak: Prysvergelyking. Verander tak' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Verander tak/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: "Kies 'n tak" })
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' }),
  ).toContainText('1.2 km');
  // With no branch chosen the dialog must be answered: stay with price comparison.
  await page
    .getByRole('dialog', { name: "Kies 'n tak" })
    .getByRole('region', { name: 'Prysvergelyking' })
    .getByRole('button')
    .click();

  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkel' })).toBeVisible();

  await page.getByRole('button', { name: 'Maak kieslys oop' }).click();
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('fr');
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
});

test('going offline shows "Internet connection lost", then "restored" for a second', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Internet connection lost')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Internet connection restored')).toBeVisible();
  await expect(page.getByText('Internet connection lost')).toBeHidden();
  await expect(page.getByText('Internet connection restored')).toBeHidden({
    timeout: within(3000),
  });
});

test('data-free browsing: no social link, an undismissable dialog, a 15 km radius, no banners', async ({
  page,
}) => {
  await configureShop(page, { facebookUrl: 'https://facebook.example/shopfront' });
  const radii: unknown[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request);
    if (operation?.operationName === 'SuppliersNear') radii.push(operation.variables.radiusKm);
  });

  // Without the referral marker the social link shows.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();

  await page.goto('/?ref=datafree');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close menu' }).click();

  await page.getByRole('button', { name: /Change branch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await expect(dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // Kraaifontein is 15.05 km away: outside the data-free radius.
  await expect(dialog.getByRole('listitem', { name: 'Boland Bulk Kraaifontein' })).toHaveCount(0);
  expect(radii).toContain(15);
  await dialog
    .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Banners' })).toHaveCount(0);
});
