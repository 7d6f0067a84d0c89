// Opening the basket reads it again from the gateway in one call (the signed-in shopper's basket
// is the legacy cart, whose answer carries every line's offer as sold now): a line that went out of stock upstream shows so at
// once, a changed price shows the price that will be charged, and a failing read leaves the basket
// as it was.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { resetSim, signIn, stageOffer } from './support-checkout';
import {
  addFromSearch,
  cartButton,
  chooseBranch,
  graphqlRequest,
  isGraphql,
  shopperContext,
} from './support/shop';

test.use(shopperContext);

const MILK = ['low fat milk', 'Sunveld Low Fat Milk 1 l'] as const;
const MAIZE = ['super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg'] as const;

test.beforeEach(async ({ page }) => {
  await resetSim(page.request);
  await signIn(page);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addFromSearch(page, ...MILK);
  await addFromSearch(page, ...MAIZE);
});

test('opening the basket shows what went out of stock and the price it will charge', async ({
  page,
}) => {
  await stageOffer(page.request, ...MILK, { out_of_stock: true });
  await stageOffer(page.request, ...MAIZE, { price_in_cents: 4599 });
  const reads: string[] = [];
  page.on('request', (request) => {
    const name = graphqlRequest(request)?.operationName;
    if (name) reads.push(name);
  });

  await cartButton(page).click();
  const soldOut = page.getByRole('list', { name: 'Out of stock' });
  await expect(soldOut).toContainText(MILK[1]);
  await expect(page.getByRole('heading', { name: '1 item is out of stock' })).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText('R 45.99');
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText('R 45.99');
  // One read for the whole basket.
  expect(reads.filter((name) => name === 'Basket')).toHaveLength(1);
});

test('a failing read keeps the basket as it was', async ({ page }) => {
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName === 'Basket')
      return route.fulfill({ status: 503, body: '' });
    return route.continue();
  });

  await cartButton(page).click();
  const items = page.getByRole('list', { name: 'Basket items' });
  await expect(items).toContainText(MILK[1]);
  await expect(items).toContainText(MAIZE[1]);
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(cartButton(page)).toContainText('2 items');
});
