// A weighed item's amount is never lost, on a phone and on a desktop: a weight typed in "Amount
// in kg" goes in the basket with Add, without pressing Set; stepping after typing keeps the
// stepped amount; the field is a proper, full-height input. 1.5 kg reads "1.5 kg" in English and
// "1,5 kg" in Afrikaans and French, never "1.500 kg" (one thousand five hundred to many readers).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { chooseBranch, shopperContext } from './support/shop';
import { PAROW, shopsAt, speaks } from './support/seed';

test.use(shopperContext);

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const;

async function openOnions(page: Page) {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await page.goto('/search?q=onions');
  const onions = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Onions/ }) })
    .first();
  await onions.getByRole('button', { name: /^Add / }).click();
  const modal = page.getByRole('dialog', { name: /^Onions/ });
  await expect(modal).toBeVisible();
  return { onions, modal };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('a typed weight goes in the basket without pressing Set', async ({ page }) => {
      const { onions, modal } = await openOnions(page);
      const typed = modal.getByRole('textbox', { name: 'Amount in kg' });
      // A proper field: as tall as the buttons beside it, wide enough for "12.345".
      const box = (await typed.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.width).toBeGreaterThanOrEqual(72);
      await typed.fill('1.5');
      await expect(modal.getByRole('group', { name: /Quantity of/ })).toContainText('1.5 kg');
      await page.screenshot({ path: `test-results/weighed-typed-${name}.png` });
      await modal.getByRole('button', { name: 'Add to basket' }).click();
      await expect(onions.getByRole('button', { name: /in basket/ })).toHaveText('1.5 kg');
    });

    test('stepping after typing keeps the stepped amount', async ({ page }) => {
      const { onions, modal } = await openOnions(page);
      await modal.getByRole('textbox', { name: 'Amount in kg' }).fill('1.5');
      await modal.getByRole('button', { name: 'More' }).click();
      const amount = modal.getByRole('group', { name: /Quantity of/ });
      await expect(amount).toContainText('1.55 kg');
      await modal.getByRole('button', { name: 'Add to basket' }).click();
      await expect(onions.getByRole('button', { name: /in basket/ })).toHaveText('1.55 kg');
    });
  });
}

for (const { locale, add, amount } of [
  { locale: 'af', add: 'Voeg by mandjie', amount: 'Hoeveelheid in kg' },
  { locale: 'fr', add: 'Ajouter au panier', amount: 'Quantité en kg' },
]) {
  test(`${locale}: 1.5 kg reads "1,5 kg"`, async ({ page }) => {
    await speaks(page, locale);
    await page.goto('/');
    await shopsAt(page, PAROW);
    await page.goto('/search?q=onions');
    const onions = page
      .locator('.offer-card')
      .filter({ hasText: /Onions|Uie|Oignons/ })
      .first();
    await onions.locator('.offer-add').click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('textbox', { name: amount }).fill('1,5');
    await expect(modal.locator('.stepper-value')).toHaveText('1,5 kg');
    await page.screenshot({ path: `test-results/weighed-${locale}.png` });
    await modal.getByRole('button', { name: add }).click();
    await expect(onions.locator('.offer-add')).toHaveText('1,5 kg');
  });
}
