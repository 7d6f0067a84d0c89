// Where the shopper is: a suburb or town typed in the branch dialog is a first-class way in (no
// location, or the wrong one), a place no branch serves says so, and nothing can be added to the
// basket there.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { openBranchDialog as openFromBar, shopperContext } from './support/shop';

const SANDTON = { latitude: -26.1076, longitude: 28.0567 };

async function openBranchDialog(page: Page) {
  await openFromBar(page);
  return page.getByRole('dialog', { name: 'Choose a branch' });
}

test.describe('a shopper in Johannesburg', () => {
  test.use({ ...shopperContext, geolocation: SANDTON });

  test('is told the shop does not deliver there yet, and can say another place', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openBranchDialog(page);
    await expect(dialog.getByText("We don't deliver to your area yet")).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toHaveCount(0);

    // Typing a suburb of the delivery area lists the branches near it.
    await dialog.getByRole('combobox', { name: 'Your suburb or town' }).fill('bellv');
    await dialog.getByRole('option', { name: 'Bellville, Cape Town, 7530' }).click();
    await expect(dialog.getByText('Branches near Bellville')).toBeVisible();
    await expect(dialog.getByRole('listitem', { name: 'Mzansi Fresh Parow' })).toBeVisible();

    // The device's own position again: Johannesburg, not served.
    await dialog.getByRole('button', { name: 'Use my location' }).click();
    await expect(dialog.getByText("We don't deliver to your area yet")).toBeVisible();
  });

  test('sees nothing addable that cannot be ordered, and can close the dialog', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openBranchDialog(page);
    await expect(dialog.getByText("We don't deliver to your area yet")).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('status').filter({ hasText: "We don't deliver to" });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add .* to basket$/ })).toHaveCount(0);
  });
});

test.describe('a shopper in Johannesburg who searches', () => {
  test.use({ ...shopperContext, geolocation: SANDTON });

  test('is told the shop does not deliver there, not that nothing matched', async ({ page }) => {
    await page.goto('/');
    // The device's position is asked once the shopper opens the branch dialog or searches.
    const dialog = await openBranchDialog(page);
    await expect(dialog.getByText("We don't deliver to your area yet")).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/search?q=milk');
    await expect(
      page.getByRole('main').getByText("We don't deliver to your area yet"),
    ).toBeVisible();
    await expect(page.getByText('"milk" did not return any results')).toHaveCount(0);
  });
});

test.describe('a shopper whose device gives no position', () => {
  test.use({ ...shopperContext, permissions: [] });

  test('types a suburb to find the branches near it, remembered on the next visit', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openBranchDialog(page);
    await expect(dialog.getByText('We could not get your location.')).toBeVisible();
    const field = dialog.getByRole('combobox', { name: 'Your suburb or town' });
    await field.fill('sandt');
    await dialog.getByRole('option', { name: 'Sandton, Johannesburg, 2196' }).click();
    await expect(dialog.getByText("We don't deliver to Sandton yet")).toBeVisible();

    await field.fill('parow');
    await dialog.getByRole('option', { name: 'Parow, Cape Town, 7500' }).click();
    await expect(dialog.getByText('Branches near Parow')).toBeVisible();
    await dialog
      .getByRole('listitem', { name: 'Mzansi Fresh Parow' })
      .getByRole('button', { name: 'Shop here' })
      .click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const again = await openBranchDialog(page);
    await expect(again.getByText('Branches near Parow')).toBeVisible();
  });
});
