// The comparison a shopper can act on, on a phone: collection compared with collection and
// delivery with delivery (the choice remembered), a closed branch never first and saying when it
// opens, what each branch lacks, "Shop here" showing what changes before it happens and undoable,
// and the basket saying from its first line that an order comes from one branch.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { addFromSearch, cartButton, graphqlRequest, shopperContext } from './support/shop';
import { resetSim, signIn } from './support-checkout';
import { within } from '../support/time-scale';

test.use(shopperContext);

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[R\s]/g, '')) * 100);

function comparisonCalls(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    const operation = graphqlRequest(request)?.operationName;
    if (operation === 'BasketComparison') operations.push(operation);
  });
  return operations;
}

test('compare like with like, shop at a branch knowing what changes, and undo', async ({
  page,
}, testInfo) => {
  // A long journey: three searches, two comparisons, a reload and a basket swap.
  test.setTimeout(within(120_000));
  await page.setViewportSize({ width: 390, height: 844 });
  await resetSim(page.request);
  await signIn(page);

  // From the first line, the basket says an order comes from one branch, and whose prices these are.
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await cartButton(page).click();
  await expect(page.getByTestId('one-branch-note')).toContainText(
    /An order comes from one branch: these are .+'s prices/,
  );
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await addFromSearch(page, 'lemons', 'Lemons (per kg)');
  await cartButton(page).click();
  const basketTotal = await page.getByTestId('basket-total').textContent();
  const calls = comparisonCalls(page);
  await page
    .getByRole('link', { name: /Compare/ })
    .first()
    .click();

  // Collection by default: every total is the items alone, and open branches come first.
  const collect = page.getByRole('radio', { name: 'Collect' });
  await expect(collect).toBeChecked();
  const table = page.getByRole('table', { name: 'Your basket at each branch' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('Cheapest');
  await expect(rows.first()).not.toContainText('Closed');
  const summary = page.getByRole('region', { name: /^Cheapest basket/ });
  await expect(summary).toContainText('Collected at the branch: the items only');
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    expect(cents(await cells.nth(0).textContent())).toBe(cents(await cells.nth(2).textContent()));
  }
  // The closed branch is marked, says when it opens, and comes after every open complete one.
  const milnerton = rows.filter({ hasText: 'Kaap Spens Milnerton' });
  await expect(milnerton).toContainText('Closed');
  await expect(milnerton).toContainText('until Monday 08:00');
  const labels = await rows.allTextContents();
  const closedAt = labels.findIndex((text) => text.includes('Kaap Spens Milnerton'));
  for (const text of labels.slice(closedAt + 1)) expect(text).toMatch(/missing|Closed/);
  // A branch missing lines names them.
  const incomplete = rows.filter({ hasText: 'missing' }).first();
  if ((await rows.filter({ hasText: 'missing' }).count()) > 0)
    await expect(incomplete).toContainText('Not stocked:');
  await page.screenshot({ path: testInfo.outputPath('compare-collect-phone.png'), fullPage: true });
  expect(calls).toHaveLength(1);

  // Delivery: branches that cannot deliver come last and say so; the choice is remembered.
  await page.getByRole('radio', { name: 'Have delivered' }).check();
  await expect(summary).toContainText('Delivered to you');
  const labelsDelivered = await rows.allTextContents();
  const firstNoDelivery = labelsDelivered.findIndex((text) =>
    text.includes('Does not deliver to you'),
  );
  expect(firstNoDelivery).toBeGreaterThan(0);
  for (const text of labelsDelivered.slice(firstNoDelivery))
    expect(text).toContain('Does not deliver to you');
  await expect(rows.filter({ hasText: 'Kaap Spens Milnerton' })).toContainText(
    'Does not deliver to you',
  );
  await page.screenshot({ path: testInfo.outputPath('compare-deliver-phone.png'), fullPage: true });
  expect(calls).toHaveLength(2);
  // Back to collection: the cached comparison, no new call.
  await collect.check();
  await expect(summary).toContainText('Collected at the branch');
  expect(calls).toHaveLength(2);
  await page.getByRole('radio', { name: 'Have delivered' }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Have delivered' })).toBeChecked();

  // Shop here: which lines leave or change price, before and after, then an undo.
  await collect.check();
  const best = rows.first();
  const bestName = ((await best.getByRole('rowheader').textContent()) ?? '').split('Cheapest')[0]!;
  await best.getByRole('button', { name: /^Shop at / }).click();
  const dialog = page.getByRole('dialog', { name: `Shop at ${bestName.trim()}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/changes? price at this branch|leaves? your basket/);
  await expect(dialog).toContainText('You can undo this on the basket.');
  await page.screenshot({ path: testInfo.outputPath('compare-shop-here-phone.png') });
  await dialog.getByRole('button', { name: 'Shop here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Your basket is now at / })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('basket-total')).toHaveText(basketTotal!);
});

test('the comparison on a desktop', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resetSim(page.request);
  await signIn(page);
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await addFromSearch(page, 'lemons', 'Lemons (per kg)');
  await page.goto('/basket/compare');
  await expect(
    page.getByRole('table', { name: 'Your basket at each branch' }).locator('tbody tr').first(),
  ).toContainText('Cheapest');
  await page.screenshot({ path: testInfo.outputPath('compare-desktop.png'), fullPage: true });
});
