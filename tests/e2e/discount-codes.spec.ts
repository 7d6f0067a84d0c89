// Discount codes at the confirmation: a rejected code cleared from the field no longer
// blocks "Place order" silently; every blocked Place order says why next to the button; the
// shopper reads why a code is refused ("Spend R 300.00 to use BRAAI50", expired, unknown), and an
// applied code shows its saving with a way to remove it.
import { expect, type Page, type Route } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket } from './support-checkout';
import { graphqlRequest, isGraphql, shopperContext } from './support/shop';

test.use(shopperContext);

/** A full basket at the confirmation, collecting: its code field and Apply. */
async function atCodeField(page: Page) {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  return {
    field: page.getByRole('textbox', { name: 'Discount code' }),
    apply: page.getByRole('button', { name: 'Apply' }),
  };
}

test('a refused code says why; cleared from the field, Place order places the order', async ({
  page,
}) => {
  await fullBasket(page);
  await atConfirmationCollecting(page);
  await page.getByRole('radio', { name: 'EFT (bank transfer)' }).check();

  const field = page.getByRole('textbox', { name: 'Discount code' });
  await field.fill('NOPE123');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('NOPE123 is not a valid discount code').first()).toBeVisible();

  // Blocked: the reason is next to the button, and nothing is placed.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert', { name: 'Problems' })).toContainText(
    'NOPE123 is not a valid discount code',
  );
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);

  // Clearing the field removes the code.
  await field.fill('');
  await expect(page.getByText('NOPE123 is not a valid discount code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test('minimum spend, an expired code, and an applied code with its saving and Remove', async ({
  page,
}) => {
  const { field, apply } = await atCodeField(page);

  await field.fill('braai50');
  await apply.click();
  await expect(page.getByText('Spend R 300.00 to use BRAAI50').first()).toBeVisible();

  await field.fill('WINTER2025');
  await apply.click();
  await expect(page.getByText('The discount code WINTER2025 has expired').first()).toBeVisible();

  await field.fill('STOKVEL5');
  await apply.click();
  const applied = page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' });
  await expect(applied).toContainText('You save R 2.85');
  await expect(page.getByRole('definition').filter({ hasText: '-R 2.85' })).toBeVisible();
  await applied.getByRole('button', { name: 'Remove' }).click();
  await expect(applied).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expect(page.getByRole('definition').filter({ hasText: '-R 2.85' })).toHaveCount(0);
});

test('a refusal of the last code is not shown while a new code is checked', async ({ page }) => {
  const { field, apply } = await atCodeField(page);
  await field.fill('NOPE123');
  await apply.click();
  const refusal = page.locator('#discount-error');
  await expect(refusal).toContainText('NOPE123 is not a valid discount code');

  // The check of the next code is held: until it answers, nothing is said about that code.
  const held: Route[] = [];
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName !== 'CheckoutValidateCart')
      return route.fallback();
    held.push(route);
  });
  await field.fill('STOKVEL5');
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'Checking STOKVEL5…' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  await page.unroute(isGraphql);
  for (const route of held.splice(0)) await route.fallback();
  await expect(page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toContainText(
    'You save R 2.85',
  );
  await expect(page.getByText('Checking STOKVEL5…')).toHaveCount(0);
});

// A code is read the same way with the scripts as without them (POST /checkout/confirmation):
// spaces typed inside it are not part of it, and what cannot be a code is said so at the field.
// Before, with the scripts, "stokvel 5" was sent as typed and refused as not valid (without
// them it was applied), and "STOKVEL 5!" was refused by the legacy API, then lost on a reload.
test('a code with spaces in it is applied, and one that cannot be a code is said so at the field', async ({
  page,
}) => {
  const { field, apply } = await atCodeField(page);

  await field.fill('STOKVEL 5!');
  await apply.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'A discount code is letters and digits only' }),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(' stokvel 5 ');
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toBeVisible();
  await expect(page.getByText('A discount code is letters and digits only')).toHaveCount(0);
  // The code as kept, after a reload too.
  await page.reload();
  await expect(field).toHaveValue('stokvel5');
  await expect(page.getByRole('status').filter({ hasText: 'STOKVEL5 applied' })).toBeVisible();
});
