// A signed-in shopper in market mode compares their basket across the branches near them and
// moves it to the cheapest one.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { addFromSearch, cartButton, graphqlRequest, shopperContext } from './support/shop';
import { chooseFirstSlot, deliverToNewAddress, fullBasket, simOrigin } from './support-checkout';
import { randOf } from './support/rand';

test.use(shopperContext);

const SIGN_UP = `mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) { viewer { __typename } errors { __typename } }
}`;

test('compare the basket at every branch and shop at the cheapest', async ({ page }) => {
  const login = `07${String(Date.now()).slice(-8)}`;
  const password = 'lekker123';
  const signUp = await page.request.post('/graphql', {
    data: {
      query: SIGN_UP,
      variables: {
        input: { login, password, firstName: 'Thandi', lastName: 'Mokoena', acceptTerms: true },
      },
    },
  });
  expect((await signUp.json()).data.signUp.errors).toEqual([]);

  // The sign-up's session cookie is the browser's too: /sign_in sees a signed-in shopper and
  // goes on.
  await page.goto('/sign_in');
  await expect(page).not.toHaveURL(/sign_in/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Thandi Mokoena');
  await page.keyboard.press('Escape');

  // Market mode, no branch chosen: offers from every branch.
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await cartButton(page).click();
  await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare baskets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your basket at each branch' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Cheapest');
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(page.getByRole('list', { name: 'Basket totals by branch' })).toBeVisible();

  // The summary names the cheapest branch; its row comes first, marked, with that total.
  const summary = page.getByRole('heading', { name: /^Cheapest basket: / });
  const [, cheapestBranch, cheapestTotal] =
    /^Cheapest basket: (.+), (R\s[\d\s]+\.\d\d)$/.exec((await summary.textContent()) ?? '') ?? [];
  expect(cheapestBranch).toBeTruthy();
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(cheapestBranch!);
  await expect(rows.nth(1)).toContainText(cheapestTotal!);
  // Among open branches that stock every item, none is cheaper.
  const complete = table
    .locator('tbody tr')
    .filter({ hasNotText: 'missing' })
    .filter({ hasNotText: 'Closed' });
  const totals = await complete.locator('td:nth-child(4)').allTextContents();
  const cents = totals.map((text) => Math.round(Number(text.replace(/[R\s]/g, '')) * 100));
  expect(totals[0]).toBe(cheapestTotal);
  expect(cents[0]).toBe(Math.min(...cents));
  const subtotal = await rows.nth(1).locator('td').first().textContent();
  await expect(rows.nth(2)).toContainText(/\+\d+\.\d{1,2}%/);
  const note = page.getByText(/^"Much dearer" means more than \d+% above/);
  await expect(note).toBeVisible();
  const noteText = await note.textContent();
  const tableText = await table.textContent();

  // Coming back to the same basket shows the cached comparison and asks the gateway once again
  // (a branch may have closed since: one-truth-journey.spec.ts), which answers from the legacy
  // comparison it made a moment ago: the same answer, and the legacy API is not asked again. (The
  // basket page reads the basket itself again on the way: `Basket`, not a comparison.)
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation) operations.push(operation);
  });
  const legacyCompares = async () => {
    const sim = await simOrigin(page.request);
    const { calls } = (await (await page.request.get(`${sim}/sim/calls`)).json()) as {
      calls: Record<string, number>;
    };
    return Object.entries(calls)
      .filter(([route]) => /\/compare/.test(route))
      .reduce((sum, [, count]) => sum + count, 0);
  };
  const comparedBefore = await legacyCompares();
  expect(comparedBefore).toBeGreaterThan(0); // the first comparison asked it
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();
  await expect(summary).toHaveText(`Cheapest basket: ${cheapestBranch}, ${cheapestTotal}`);
  await expect(note).toHaveText(noteText!);
  await expect(table).toHaveText(tableText!);
  await expect
    .poll(() => operations.filter((name) => /Basket|Comparison/.test(name) && name !== 'Basket'))
    .toEqual(['BasketComparison']);
  await expect(table).toHaveText(tableText!);
  expect(await legacyCompares()).toBe(comparedBefore);
  operations.length = 0;

  await page
    .getByRole('button', { name: `Shop at ${cheapestBranch}` })
    .first()
    .click();
  // The basket's lines come from other branches: what changes is shown first.
  await page
    .getByRole('dialog', { name: `Shop at ${cheapestBranch}?` })
    .getByRole('button', { name: 'Shop here' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByTestId('basket-total')).toHaveText(subtotal!);
  // Moving the basket compares nothing again: the comparison being left is not asked for the
  // new lines (a whole legacy comparison, 1.3 MB at 100 lines, for a screen nobody sees).
  expect(operations.filter((name) => name === 'BasketComparison')).toEqual([]);
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: `Branch: ${cheapestBranch}. Change branch` }),
  ).toBeVisible();
});

test('delivery in the comparison is priced to the address chosen for it, as checkout prices it', async ({
  page,
}) => {
  await fullBasket(page);
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  // Farther from the branch than the shopper is now: a dearer delivery than to where they are.
  await deliverToNewAddress(
    page,
    'main road rondebosch',
    'Main Road, Rondebosch, Cape Town, 7700',
    '12 Main Road, Rondebosch, Cape Town, 7700',
  );
  await chooseFirstSlot(page, 'Delivery time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  const fee = page.locator('dt', { hasText: /^Delivery$/ }).locator('xpath=following-sibling::dd');
  await expect(fee).toHaveText(/R\s\d/);
  const checkoutFee = await randOf(fee);

  await page.goto('/basket/compare');
  await page.getByRole('radio', { name: 'Have delivered' }).check();
  await expect(page.getByRole('region', { name: /^Cheapest basket/ })).toContainText(
    'Delivered to 12 Main Road, Rondebosch, Cape Town, 7700',
  );
  const parow = page
    .getByRole('table', { name: 'Your basket at each branch' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: /^Mzansi Fresh Parow/ }) });
  await expect(parow.locator('td[data-label="Shipping"]')).toHaveText(/R\s\d/);
  expect(await randOf(parow.locator('td[data-label="Shipping"]'))).toBe(checkoutFee);
});
