// The basket comparison a shopper can trust: the saving is against the basket they
// have now, never a saving that is in fact dearer; collection-only and closed branches are marked;
// branches missing items never look cheaper than complete ones; it reads on a phone without
// scrolling sideways.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { addFromSearch, cartButton, chooseBranch, shopperContext } from './support/shop';

test.use(shopperContext);

const SIGN_UP = `mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) { viewer { __typename } errors { __typename } }
}`;

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[R\s]/g, '')) * 100);

async function signUp(page: Page) {
  const login = `07${String(Date.now()).slice(-8)}`;
  const response = await page.request.post('/graphql', {
    data: {
      query: SIGN_UP,
      variables: {
        input: {
          login,
          password: 'lekker123',
          firstName: 'Sipho',
          lastName: 'Dube',
          acceptTerms: true,
        },
      },
    },
  });
  expect((await response.json()).data.signUp.errors).toEqual([]);
}

async function openComparison(page: Page) {
  await cartButton(page).click();
  await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare baskets' })).toBeVisible();
  return page.getByRole('table', { name: 'Your basket at each branch' });
}

/** One branch's row: its total, shipping cell and the whole row text. */
async function row(page: Page, branch: string) {
  const line = page
    .getByRole('table', { name: 'Your basket at each branch' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${branch}`) }) });
  return figures(line);
}

async function figures(line: Locator) {
  return {
    text: (await line.textContent()) ?? '',
    subtotal: cents(await line.locator('td').nth(0).textContent()),
    shipping: (await line.locator('td').nth(1).textContent()) ?? '',
    total: cents(await line.locator('td').nth(2).textContent()),
  };
}

test('the saving is measured against the basket the shopper has now', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Durbanville');
  await addFromSearch(page, 'low fat milk', 'Clover Hill Low Fat Milk 1 l');
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  const table = await openComparison(page);
  // Delivery compared with delivery.
  await page.getByRole('radio', { name: 'Have delivered' }).check();
  await expect(table.locator('tbody tr').first()).toContainText('Cheapest');
  await expect(page.getByRole('region', { name: /^Cheapest basket/ })).toContainText(
    'Delivered to you',
  );

  const current = await row(page, 'Mzansi Fresh Durbanville');
  const cheapest = await figures(table.locator('tbody tr').first());
  expect(cheapest.total).toBeLessThan(current.total);
  const summary = page.getByRole('region', { name: /^Cheapest basket/ });
  await expect(summary).toContainText(
    `Your basket at Mzansi Fresh Durbanville costs R ${(current.total / 100).toFixed(2)}, delivery included`,
  );
  // Both delivered: the totals compare like with like.
  const money = (value: number) => `R ${(value / 100).toFixed(2)}`;
  expect(cheapest.shipping).not.toBe('Does not deliver to you');
  await expect(summary).toContainText(`You save ${money(current.total - cheapest.total)} at`);

  // A branch that does not deliver says so, not "R 0.00" shipping; a closed one says so.
  const goodwood = await row(page, 'Kaap Spens Goodwood');
  expect(goodwood.shipping).toBe('Does not deliver to you');
  const milnerton = await row(page, 'Kaap Spens Milnerton');
  expect(milnerton.text).toContain('Closed');

  // Incomplete baskets: no variance against the cheapest (never "+-25.0%"), listed after every
  // complete basket, and left out of the chart, where they would look cheaper.
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/\+-/);
  const rows = table.locator('tbody tr');
  const labels = await rows.allTextContents();
  const firstIncomplete = labels.findIndex((label) => /missing|not deliver/.test(label));
  expect(firstIncomplete).toBeGreaterThan(0);
  for (const label of labels.slice(firstIncomplete)) {
    expect(label).toMatch(/missing|not deliver/);
    expect(label).not.toMatch(/%/);
  }
  const chart = page.getByRole('list', { name: 'Basket totals by branch' });
  const bars = await chart.getByRole('listitem').allTextContents();
  expect(bars).toHaveLength(firstIncomplete);
  for (const bar of bars) {
    const total = cents(/R\s[\d\s]+\.\d\d/.exec(bar)?.[0] ?? '');
    expect(total).toBeGreaterThanOrEqual(cheapest.total);
  }
});

test('a basket from several branches is compared item for item, before delivery', async ({
  page,
}) => {
  await signUp(page);
  // Market mode, no branch chosen: the cheapest offer of each, wherever it is.
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  await addFromSearch(page, 'super maize meal', 'Ubuntu Mills Super Maize Meal 2.5 kg');
  await cartButton(page).click();
  const basketTotal = cents(await page.getByTestId('basket-total').textContent());
  await page.getByRole('link', { name: 'Compare this basket at every branch' }).click();
  const summary = page.getByRole('region', { name: /^Cheapest basket/ });
  await expect(summary).toBeVisible();
  // Amounts are held together by no-break spaces: read them as plain spaces.
  const text = ((await summary.textContent()) ?? '').replace(/\s/g, ' ');
  // Never a "saving" bigger than the basket itself, and none that is in fact dearer.
  const saving = /You save (R\s[\d\s]+\.\d\d)/.exec(text)?.[1];
  if (saving) expect(cents(saving)).toBeLessThan(basketTotal);
  expect(text).toContain(`Your basket now: R ${(basketTotal / 100).toFixed(2)} for the items`);
});

test('on a phone the comparison reads without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  await page.goto('/');
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addFromSearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l');
  const table = await openComparison(page);
  await expect(table.locator('tbody tr').first()).toContainText('Cheapest');
  const overflow = await page.evaluate(() => {
    // Clipped on purpose: the table's column headings are for screen readers only on a phone.
    const wide = Array.from(document.querySelectorAll('main *')).filter(
      (element) =>
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0 &&
        !element.closest('thead, .visually-hidden'),
    );
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      elements: wide.map((element) => element.className || element.tagName),
    };
  });
  expect(overflow).toEqual({ page: 0, elements: [] });
  // Each branch is a card that still names its figures.
  const names = await table
    .locator('tbody tr')
    .first()
    .locator('td[data-label]')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(names).toEqual(['"Subtotal"', '"Shipping"', '"Total"', '"vs cheapest"']);
});
