// Adding a product from a chosen branch through the shop, as a Price comparison shopper does: a
// market search shows each product once (its cheapest offer), so the shopper opens the product
// and takes the branch's row among every branch's prices there.
import { expect, type Page } from '@playwright/test';
import { basketChangeAnswered } from './shop';

/**
 * Adds `offerName` as sold at `branch` with the dialog's default quantity, `more` taps on More
 * added: searches `query`, opens the product whose link matches `product`.
 */
export async function addAtBranch(
  page: Page,
  line: { query: string; product: RegExp; offerName: string; branch: string; more?: number },
): Promise<void> {
  const { query, product, offerName, branch } = line;
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: product })
    .first()
    .click();
  await page.getByRole('button', { name: `Add ${offerName} at ${branch} to basket` }).click();
  const dialog = page.getByRole('dialog', { name: offerName });
  for (let tap = 0; tap < (line.more ?? 0); tap++)
    await dialog.getByRole('button', { name: 'More' }).click();
  const kept = basketChangeAnswered(page);
  await dialog.getByRole('button', { name: 'Add to basket' }).click();
  await expect(
    page.getByRole('button', { name: `Change ${offerName} at ${branch} in basket` }),
  ).toBeVisible();
  expect((await kept).ok()).toBe(true);
}

/** The 2.5 kg super maize meal, the product the two-branch journeys add at each branch. */
export const SUPER_MAIZE = {
  query: 'super maize meal',
  product: /Ubuntu Mills Super Maize Meal/,
  offerName: 'Ubuntu Mills Super Maize Meal 2.5 kg',
};

/** A basket holding the maize meal from Parow and from Bellville: two branches, one item each. */
export async function basketAtParowAndBellville(page: Page): Promise<void> {
  await page.goto('/');
  await addAtBranch(page, { ...SUPER_MAIZE, branch: 'Mzansi Fresh Parow' });
  await addAtBranch(page, { ...SUPER_MAIZE, branch: 'Boland Bulk Bellville' });
}
