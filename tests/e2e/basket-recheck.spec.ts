// Opening the basket re-checks its lines at their branches: a line that went out of
// stock upstream shows so at once, a changed price shows the price that will be charged, and a
// failing re-check leaves the basket as it was.
import { expect, test, type Page } from '@playwright/test';
import {
  addFromSearch,
  chooseBranch,
  graphqlRequest,
  isGraphql,
  shopperContext,
} from './support/shop';

test.use(shopperContext);

const DURBANVILLE = '103';

interface StoredOffer {
  id: string;
  name: string;
  sellableId: string;
  priceInCents: number;
  outOfStock: boolean;
}

async function offerAt(page: Page, query: string, name: string) {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query ($q: String!, $s: ID) {
        offerSearch(query: $q, supplierId: $s) {
          offers { id name priceInCents outOfStock sellable { id } }
        }
      }`,
      variables: { q: query, s: DURBANVILLE },
    },
  });
  const offers = (await response.json()).data.offerSearch.offers as Array<{
    id: string;
    name: string;
    priceInCents: number;
    outOfStock: boolean;
    sellable: { id: string };
  }>;
  const offer = offers.find((candidate) => candidate.name === name);
  if (!offer) throw new Error(`${name} not found`);
  return offer;
}

/** Yesterday's basket: the milk at a lower price, and an offer stored while it was in stock. */
async function storeStaleBasket(page: Page) {
  const sold = await offerAt(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  expect(sold.outOfStock).toBe(true);
  await page.evaluate((soldOut) => {
    const cart = JSON.parse(localStorage.getItem('cart-v1') ?? '{}') as {
      items: Array<{ offer: StoredOffer; qty: number }>;
    };
    const line = cart.items[0]!;
    line.offer.priceInCents -= 500;
    cart.items.push({
      qty: 1,
      offer: {
        ...line.offer,
        id: soldOut.id,
        name: soldOut.name,
        sellableId: soldOut.sellable.id,
        outOfStock: false,
      },
    });
    localStorage.setItem('cart-v1', JSON.stringify(cart));
  }, sold);
}

test('opening the basket shows what went out of stock and the price it will charge', async ({
  page,
}) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await addFromSearch(page, 'low fat milk', 'Clover Hill Low Fat Milk 1 l');
  const milk = await offerAt(page, 'low fat milk', 'Clover Hill Low Fat Milk 1 l');
  await storeStaleBasket(page);

  await page.goto('/basket');
  const soldOut = page.getByRole('list', { name: 'Out of stock' });
  await expect(soldOut).toContainText('Sunveld Low Fat Milk 1 l');
  await expect(page.getByRole('heading', { name: '1 item is out of stock' })).toBeVisible();
  const price = `R ${(milk.priceInCents / 100).toFixed(2)}`;
  await expect(page.getByTestId('basket-total')).toHaveText(price);
  await expect(page.getByRole('list', { name: 'Basket items' })).toContainText(price);
});

test('a failing re-check keeps the basket as it was', async ({ page }) => {
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await addFromSearch(page, 'low fat milk', 'Clover Hill Low Fat Milk 1 l');
  await storeStaleBasket(page);
  await page.route(isGraphql, async (route) => {
    if (graphqlRequest(route.request())?.operationName === 'BasketRecheck')
      return route.fulfill({ status: 503, body: '' });
    return route.continue();
  });

  await page.goto('/basket');
  const items = page.getByRole('list', { name: 'Basket items' });
  await expect(items).toContainText('Clover Hill Low Fat Milk 1 l');
  await expect(items).toContainText('Sunveld Low Fat Milk 1 l');
  const stored = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('cart-v1') ?? '{}') as { items: unknown[] }).items.length,
  );
  expect(stored).toBe(2);
});
