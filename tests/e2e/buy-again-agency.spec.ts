// Buy again in agency mode, where a basket holds one branch: an order of Parow's bought again
// while the basket holds Tyger Valley's lines replaces them. Without the scripts, Buy again's page
// says so and its button is "Replace basket"; with them, that button is the answer, and the
// browser's flow does not ask its question again (docs/adr/0035).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { agencyTest } from './support/agency-shop';
import { advanceOrder, graphql, MILK, signInThroughApi } from './support-checkout';
import { scriptsOff } from './support/no-js-checkout';
import { PAROW, seedBasket, type Branch } from './support/seed';
import { placeOrderThroughApi } from './support/seed-order';
import { shopperContext } from './support/shop';

test.use(shopperContext);

const TYGER_VALLEY: Branch = { id: '102', name: 'Mzansi Fresh Tyger Valley' };
const CLOVER_MILK = { query: 'low fat milk', name: 'Clover Hill Low Fat Milk 1 l', quantity: 1 };

/** Thandi's collected order of milk at Parow, and a basket of Tyger Valley's milk chosen there. */
async function orderAndOtherBasket(page: Page): Promise<string> {
  // No simulator reset: it would put the shop back in market mode. This shop is the spec's own.
  await signInThroughApi(page.request);
  const id = await placeOrderThroughApi(page, { branch: PAROW, lines: [MILK], provider: 'CASH' });
  await advanceOrder(page.request, id, 'collected');
  await seedBasket(page, TYGER_VALLEY, [CLOVER_MILK]);
  return id;
}

async function basketLines(page: Page) {
  const data = await graphql<{
    basket: { lines: { quantity: number; offer: { name: string; supplier: { id: string } } }[] };
  }>(page.request, '{ basket { lines { quantity offer { name supplier { id } } } } }');
  return data.basket.lines.map(
    (line) => `${line.offer.name} @${line.offer.supplier.id} × ${line.quantity}`,
  );
}

agencyTest(
  'without the scripts, Buy again’s page says the basket is replaced, and replaces it',
  async ({ page, browser, baseURL }) => {
    const id = await orderAndOtherBasket(page);
    const context = await scriptsOff(browser, page.context(), baseURL);
    const tab = await context.newPage();
    await tab.goto(`/orders/${id}/again`);
    await expect(tab.locator('main')).toContainText(
      'Buying this order again replaces the items in your basket.',
    );
    // Nothing "in your basket already": the basket's lines are another branch's, and go.
    await expect(tab.locator('main')).not.toContainText('in your basket already');
    await tab.getByRole('button', { name: 'Replace basket' }).click();
    await expect(tab).toHaveURL(/\/basket$/);
    expect(await basketLines(page)).toEqual([`${MILK.name} @${PAROW.id} × ${MILK.quantity}`]);
    // The order's branch is the one chosen now (the home's bar names it).
    await tab.goto('/');
    await expect(
      tab.getByRole('button', { name: `Branch: ${PAROW.name}. Change branch` }),
    ).toBeVisible();
    await context.close();
  },
);

agencyTest(
  'with the scripts, the page’s "Replace basket" is the answer: no second question',
  async ({ page }) => {
    const id = await orderAndOtherBasket(page);
    await page.goto(`/orders/${id}/again`);
    await page.getByRole('button', { name: 'Replace basket' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByRole('dialog', { name: 'Replace your basket?' })).toHaveCount(0);
    await expect
      .poll(() => basketLines(page))
      .toEqual([`${MILK.name} @${PAROW.id} × ${MILK.quantity}`]);
  },
);
