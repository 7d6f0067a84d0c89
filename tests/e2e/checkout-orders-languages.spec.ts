// The checkout and order screens in Afrikaans and French (no English left).
// The shopper fills a basket and places orders, then walks the checkout steps, the payment page,
// the order history, an order (with its timeline, event log and editor) in af and in fr. Each
// screen's text, and its accessible names, must hold none of the shop's own English words.
// (Product and branch names are the seeded data's and stay as they are.)
import { expect, type Page } from '@playwright/test';
import { test, graphqlSettled } from './support/settled';
import {
  addBySearch,
  advanceOrder,
  atConfirmationCollecting,
  moneyArrives,
  orderPlaced,
  placeOrder,
} from './support-checkout';
import { openOrder } from './support/seed-order';
import { shopperContext } from './support/shop';
import { within } from '../support/time-scale';
import { speaks } from './support/seed';

test.use(shopperContext);
test.setTimeout(within(120_000));

/**
 * Words and phrases of the shop's English interface that are not also Afrikaans or French words
 * (so not "Total", "Code", "Items", "EFT"),
 * matched as whole words in any alphabet; seeded product, branch and bank names are left out.
 */
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[
    'Order',
    'order',
    'orders',
    'Orders',
    'Pay',
    'pay',
    'Payment',
    'payment',
    'Paid',
    'paid',
    'Collect',
    'collect',
    'Collected',
    'Deliver',
    'Delivery',
    'delivery',
    'Subtotal',
    'Still to pay',
    'Place order',
    'Continue',
    'Change',
    'Basket',
    'basket',
    'Wallet',
    'wallet',
    'credit',
    'Discount',
    'Apply',
    'Remove',
    'Accept',
    'Update',
    'UPDATE ORDER',
    'Cancel',
    'Keep',
    'Awaiting',
    'Pending',
    'Accepted',
    'Preparing',
    'Ready',
    'Invoice',
    'Reference',
    'Account number',
    'Bank',
    'Copy',
    'History',
    'View',
    'Buy again',
    'Reorder',
    'Quantity',
    'Less',
    'More',
    'Back',
    'Home',
    'Search',
    'Branch',
    'Today',
    'Tomorrow',
    'time slot',
    'bags',
    'Cash',
    'Card',
    'Check',
    'Stock short',
    'Done',
    'Close',
    'with',
    'the',
    'and',
    'your',
    'you',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
    'Sun',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

/** Seeded names, which are the same in every language. */
const SEEDED = /Sunveld Low Fat Milk 1 l|Mzansi Fresh Parow|First National Bank|Thandi\S*/g;

/** Every English word of ours on the screen: its text and its accessible names. */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText];
    document.querySelectorAll('[aria-label],[placeholder],[title]').forEach((element) => {
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (element.getAttribute(name)) found.push(element.getAttribute(name)!);
    });
    return found;
  });
  const hits = new Set<string>();
  for (const text of texts)
    for (const line of text.split('\n'))
      if (ENGLISH.test(line.replace(SEEDED, ''))) hits.add(line.trim());
  return [...hits];
}

async function expectNoEnglish(page: Page, screen: string) {
  await graphqlSettled(page);
  await expect.poll(() => englishOn(page), { message: `English on ${screen}` }).toEqual([]);
}

const LABELS = {
  af: {
    update: 'Opdateer bestelling',
    place: 'Plaas bestelling',
    next: 'Gaan voort',
    stopUpdating: /^Hou op om SF-\d+ op te dateer en betaal uit$/,
  },
  fr: {
    update: 'Modifier la commande',
    place: 'Passer la commande',
    next: 'Continuer',
    stopUpdating: /^Arrêter la modification de SF-\d+ et passer la commande$/,
  },
};

/** The newest order's id, from the API. */
async function latestOrderId(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ viewer { orders { orders { id } } } }' },
  });
  const body = (await response.json()) as {
    data: { viewer: { orders: { orders: { id: string }[] } } };
  };
  return body.data.viewer.orders.orders[0]!.id;
}

for (const locale of ['af', 'fr'] as const) {
  test(`${locale}: checkout, payment and order screens have no English left`, async ({ page }) => {
    const label = LABELS[locale];
    // In English first: a paid EFT order, a card order awaiting payment, and a basket.
    const eft = await orderPlaced(page);
    await moneyArrives(page, eft);
    await openOrder(page, eft);
    await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l', 3);
    await atConfirmationCollecting(page);
    await placeOrder(page, 'Card');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const cardOrder = await latestOrderId(page);
    await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l', 3);

    await speaks(page, locale);
    await page.goto(`/orders/${cardOrder}/pay`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoEnglish(page, 'the payment page');

    await page.goto('/orders');
    await expectNoEnglish(page, 'the order history');

    await page.goto(`/orders/${eft}`);
    await page
      .locator('details')
      .evaluateAll((all) => all.forEach((el) => ((el as HTMLDetailsElement).open = true)));
    await expectNoEnglish(page, 'a paid order with its events');

    await advanceOrder(page.request, eft, 'stock_short');
    await page.reload();
    // The order's new state brings the open-orders prompt (for the other, unpaid order).
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoEnglish(page, 'the open-orders prompt');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: label.update, exact: true }).click();
    await expect(page.locator('.order-editor')).toBeVisible();
    await expectNoEnglish(page, 'the order editor');

    // A new basket cannot be checked out while an order is being updated: the checkout says so
    // (in the shopper's language) and offers to stop updating it.
    await page.goto('/checkout/dispatch');
    await expectNoEnglish(page, 'the checkout refused while an order is updated');
    await page.getByRole('button', { name: label.stopUpdating }).click();
    await expectNoEnglish(page, 'collect or deliver');
    await page.locator('input[type=radio][value=COLLECT], input[type=radio]').first().check();
    await page
      .getByRole('radiogroup')
      .last()
      .getByRole('radio', { disabled: false })
      .first()
      .check();
    await page.getByRole('button', { name: label.next }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation$/);
    await expectNoEnglish(page, 'the confirmation');
    // The method chosen for the last order is kept: this one is placed and waits for payment.
    await page.getByRole('button', { name: label.place }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await expectNoEnglish(page, 'the payment page after placing');
  });
}
