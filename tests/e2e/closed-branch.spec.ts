// A branch closed for stocktake (Kaap Spens Milnerton in the simulator) is marked where its
// offers and its part of the basket show, and the time-slot step says why its first slots are
// days away instead of only starting them on Monday.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signInThroughApi } from './support-checkout';
import { seedBasket } from './support/seed';
import { cartButton, shopperContext } from './support/shop';

test.use(shopperContext);

const MILNERTON = { id: '303', name: 'Kaap Spens Milnerton' };

test('a closed branch is marked on its offers, its basket and the time-slot step', async ({
  page,
}) => {
  await resetSim(page.request);
  await signInThroughApi(page.request);
  await seedBasket(page, MILNERTON, [
    { query: 'low fat milk', name: 'Sunveld Low Fat Milk 1 l', quantity: 3 },
  ]);
  await page.goto('/');
  // The branch's notice, once a day, as before.
  const once = page.getByRole('dialog', { name: 'Kaap Spens Milnerton' });
  await once.getByRole('button', { name: 'Close' }).click();

  // Its part of the basket.
  await cartButton(page).click();
  await expect(page.getByRole('note')).toContainText('Kaap Spens Milnerton is closed now.');
  await expect(page.getByRole('note')).toContainText('Closed for stocktake until Monday 08:00');

  // The time-slot step says why the slots start later.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await page.getByRole('radio', { name: /^Collect at/ }).check();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Kaap Spens Milnerton is closed now.');
  await expect(notice).toContainText('Its first time slots are after it opens again.');
  await expect(notice).toContainText('Closed for stocktake until Monday 08:00');

  // Its offers, among every branch's prices for the product.
  const found = await page.request.post('/graphql', {
    data: {
      query: `{ offerSearch(query: "low fat milk", supplierId: "303") { offers { name sellable { productId } } } }`,
    },
  });
  const offers = (await found.json()).data.offerSearch.offers as Array<{
    name: string;
    sellable: { productId: string };
  }>;
  const milk = offers.find((offer) => offer.name === 'Sunveld Low Fat Milk 1 l');
  await page.goto(`/product/${milk?.sellable.productId}/offers`);
  const prices = page.getByRole('list', { name: /^Offers for / });
  const milnerton = prices.getByRole('listitem').filter({ hasText: 'Kaap Spens Milnerton' });
  await expect(milnerton.first().getByText('Closed now')).toBeVisible();
  const parow = prices.getByRole('listitem').filter({ hasText: 'Mzansi Fresh Parow' });
  await expect(parow.getByText('Closed now')).toHaveCount(0);
});
