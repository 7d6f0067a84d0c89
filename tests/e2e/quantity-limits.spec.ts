// The stepper follows the offer: a stokvel offer shows its minimum on the card and
// never goes below it; a low-stock offer says how many are left and stops there.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

test('a stokvel offer starts at its minimum and cannot go below it', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/stokvel');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sunveld Special Maize Meal 2.5 kg' }) })
    .first();
  await expect(card).toContainText('Stokvel from 12');
  await card.getByRole('button', { name: /^Add / }).click();
  const dialog = page.getByRole('dialog', { name: 'Sunveld Special Maize Meal 2.5 kg' });
  const stepper = dialog.getByRole('group', { name: /^Quantity of/ });
  await expect(stepper.getByLabel('Quantity')).toHaveText('12');
  await expect(stepper.getByRole('button', { name: 'Less' })).toBeDisabled();
  await stepper.getByRole('button', { name: 'More' }).click();
  await expect(stepper.getByLabel('Quantity')).toHaveText('13');
  await stepper.getByRole('button', { name: 'Less' }).click();
  await expect(stepper.getByLabel('Quantity')).toHaveText('12');
  await expect(stepper.getByRole('button', { name: 'Less' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add to basket' }).click();

  await cartButton(page).click();
  const line = page.getByRole('group', { name: 'Quantity of Sunveld Special Maize Meal 2.5 kg' });
  await expect(line.getByLabel('Quantity')).toHaveText('12');
  await expect(line.getByRole('button', { name: 'Less' })).toBeDisabled();
});

test('a low-stock offer says how many are left and the stepper stops there', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/search?q=fat%20free%20milk');
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: 'Dairy Koei Fat Free Milk 1 l', exact: true }),
    });
  await expect(card).toContainText('Only 2 left');
  await card.getByRole('button', { name: /^Add / }).click();
  const dialog = page.getByRole('dialog', { name: 'Dairy Koei Fat Free Milk 1 l' });
  await expect(dialog.getByRole('note')).toHaveText('Only 2 left');
  const stepper = dialog.getByRole('group', { name: /^Quantity of/ });
  await stepper.getByRole('button', { name: 'More' }).click();
  await expect(stepper.getByLabel('Quantity')).toHaveText('2');
  await expect(stepper.getByRole('button', { name: 'More' })).toBeDisabled();
});
