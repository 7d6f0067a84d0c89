// The branch dialog's "Your suburb or town" is there while the branches near the shopper are still
// on their way: what she types in that moment must still be there, and searched, when they arrive
// (the field was drawn again in the list's place and came back empty, so a shopper on a slow link
// lost her words; walk40-finding-basket-area lost "Sandton" that way under load).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { shopperContext } from './support/shop';

test.use(shopperContext);

test('a suburb typed while the branches are loading is kept and searched when they arrive', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/graphql\?operationName=SuppliersNear\b/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/category/1');
  await page.getByRole('button', { name: /Change branch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
  await expect(dialog.getByText('Finding branches near you…')).toBeVisible();
  const field = dialog.getByRole('combobox', { name: 'Your suburb or town' });
  await field.fill('Sandton');

  release();
  await expect(dialog.getByRole('list', { name: 'Branches' })).toBeVisible();
  await expect(field).toHaveValue('Sandton');
  await expect(dialog.getByRole('option', { name: /^Sandton, Johannesburg/ })).toBeVisible();
});
