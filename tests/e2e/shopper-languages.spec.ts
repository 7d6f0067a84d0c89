// What a French-speaking shopper reads on a phone (390 px): item names the shop writes in English
// ("Lemons (per kg)", "Per kg") in French on the basket, the confirmation and the order; one word
// for a branch ("magasin"); numbers written one way (a decimal point, as every price is; a weight
// with a comma); and no screen wider than the phone.
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import { PAROW, seedBasket, speaks } from './support/seed';
import { resetSim, signInThroughApi } from './support-checkout';
import { shopperContext } from './support/shop';

test.use({ ...shopperContext, viewport: { width: 390, height: 844 } });

async function speaksFrench(page: Page) {
  await speaks(page, 'fr');
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsThePhone(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide on a 390 px phone`).toBeLessThanOrEqual(390);
}

/**
 * Numbers with a decimal comma ("1,2 km"), where prices have a point. A weight is the exception
 * ("0,25 kg": "0.250 kg" reads as two hundred and fifty there, ADR 0039).
 */
async function commaNumbers(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = text.match(/\d,\d+\s?(km|kg|l|g|ml|%)?/g) ?? [];
  return found.filter((number) => !/\s?(kg|l|g|ml)$/.test(number));
}

test('fr: the basket, the dispatch step and the branch list read in French, in one width', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, PAROW, [
    { query: 'lemons', name: 'Lemons (per kg)', quantity: 0.25 },
    { query: 'low fat milk', name: 'Sunveld Low Fat Milk 1 l', quantity: 2 },
  ]);
  await speaksFrench(page);

  await page.goto('/basket');
  await graphqlSettled(page);
  const lemons = page.getByRole('listitem', { name: 'Lemons (au kilo)' });
  await expect(lemons.getByRole('heading', { name: 'Lemons (au kilo)' })).toBeVisible();
  await expect(lemons).toContainText('Au kilo');
  await expect(page.locator('main')).not.toContainText(/per kg|Per kg/);
  await expect(page.getByText(/ce sont les prix de Mzansi Fresh Parow/)).toContainText(
    'un seul magasin',
  );
  await expect(page.locator('main')).not.toContainText(/succursale|agence/);
  expect(await commaNumbers(page)).toEqual([]);
  await fitsThePhone(page, 'the basket');

  await page.goto('/checkout/dispatch');
  await graphqlSettled(page);
  await page.getByRole('radio', { name: /^Retrait chez/ }).check();
  await expect(
    page.getByRole('heading', { name: 'Créneau de retrait', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Livraison par les chauffeurs du magasin')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/succursale|agence/);
  await fitsThePhone(page, 'the dispatch step');

  await page.goto('/');
  await page.getByRole('button', { name: /Changer de magasin/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez un magasin' });
  await expect(dialog.getByText(/^\d+\.\d km$/).first()).toBeVisible();
  expect(await commaNumbers(page)).toEqual([]);
  await fitsThePhone(page, 'the branch list');
});
