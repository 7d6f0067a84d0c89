// Order editing that keeps the order right: checking changes never alters the order the shopper
// sees, a changed price on an added item is shown and can be confirmed, and removing the only
// line can be undone.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { addBySearch, orderPlaced, simOrigin } from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

async function graphql<T>(page: Page, query: string, variables = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  return ((await response.json()) as { data: T }).data;
}

async function serverOrder(page: Page, id: string) {
  const data = await graphql<{
    viewer: {
      order: { totalInCents: number; items: Array<{ name: string; quantityOrdered: number }> };
    };
  }>(
    page,
    `
      query ($id: ID!) {
        viewer {
          order(id: $id) {
            totalInCents
            items {
              name
              quantityOrdered
            }
          }
        }
      }
    `,
    { id },
  );
  return data.viewer.order;
}

/** Places an EFT order of 3 litres of milk (R 56.97) and opens it for editing. */
async function editMilkOrder(page: Page): Promise<string> {
  const id = await orderPlaced(page);
  await openOrder(page, id);
  await page.getByRole('button', { name: 'Update order' }).click();
  return id;
}

test('an added item whose price changed: the order stays as it is, the new price is confirmed', async ({
  page,
}) => {
  const id = await editMilkOrder(page);
  await page.getByRole('button', { name: 'Add items' }).click();
  await addBySearch(page, 'white bread', 'Bread');
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  const added = page.getByRole('list', { name: 'Items to add' });
  await expect(added).toContainText('Bread');

  // The bread's price goes up by R 1.00 before the shopper updates.
  const search = await graphql<{
    offerSearch: { offers: Array<{ id: string; name: string; priceInCents: number }> };
  }>(
    page,
    '{ offerSearch(query: "white bread", supplierId: "101") { offers { id name priceInCents } } }',
  );
  const bread = search.offerSearch.offers.find((offer) => offer.name.includes('Bread'))!;
  await page.request.patch(`${await simOrigin(page.request)}/sim/offers/${bread.id}`, {
    data: { price_in_cents: bread.priceInCents + 100 },
  });

  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The prices of newly added items changed');
  // The order on the page is still the order: one line, R 56.97.
  const items = page.getByRole('list', { name: 'Order items' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  // Before saving, the shopper sees what the change does to the total.
  const review = page.getByRole('region', { name: 'Check your changes' });
  await expect(review).toContainText(`The new total is R `);
  await review.getByRole('button', { name: 'Confirm update' }).click();
  await expect(page.getByText(/^Updating order: /)).toHaveCount(0);
  const order = await serverOrder(page, id);
  expect(order.items.map((item) => item.name)).toEqual([
    'Sunveld Low Fat Milk 1 l',
    expect.stringContaining('Bread'),
  ]);
  expect(order.totalInCents).toBe(5697 + bread.priceInCents + 100);
  await expect(page.getByRole('list', { name: 'Order items' }).getByRole('listitem')).toHaveCount(
    2,
  );
});

test('stop updating after a check leaves the order as it was', async ({ page }) => {
  const id = await editMilkOrder(page);
  const items = page.getByRole('list', { name: 'Order items' });
  await items.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Update order', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/Minimum order amount is R\s10\.00/);
  // Remove can be undone: the line is still there.
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Stop updating' }).click();
  const main = page.getByRole('main');
  await expect(main).toContainText('Sunveld Low Fat Milk 1 l');
  await expect(main).toContainText('R 56.97');
  await expect(main).not.toContainText('R 0.00');
  const order = await serverOrder(page, id);
  expect(order.totalInCents).toBe(5697);
});
