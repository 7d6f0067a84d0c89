// The compare screen saves and compares the basket in one call (the BasketComparison query), the
// first time on a device too: the "much dearer" threshold comes with the comparison.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { addFromSearch, cartButton, graphqlRequest, shopperContext } from './support/shop';
import { resetSim, signIn } from './support-checkout';

test.use(shopperContext);

test('the first comparison on a device is one call and explains "much dearer"', async ({
  page,
}) => {
  await resetSim(page.request);
  await signIn(page);
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) operations.push(operation);
  });
  await cartButton(page).click();
  await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();
  const table = page.getByRole('table', { name: 'Your basket at each branch' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^"Much dearer" means more than \d+% above/)).toBeVisible();
  expect(
    // The basket's own reads (Basket: its lines and offers; BasketBranch: whether its branch is
    // open) are not part of the comparison.
    operations.filter(
      (name) => /Basket|Comparison/.test(name) && name !== 'Basket' && name !== 'BasketBranch',
    ),
  ).toEqual(['BasketComparison']);
});
