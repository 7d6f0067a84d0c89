// Places a journey's order without walking the checkout: the same `placeOrder` mutation the
// confirmation screen sends (useConfirmationModel.ts), over HTTP with the page's session cookie,
// then the order's page opened directly. Journeys whose subject is an order's page (its status,
// timeline, money, editing, cancelling, reviewing, buying again) start here; the journeys about
// placing an order (checkout, payment, keyboard) keep walking the checkout in the UI.
import { expect, type Page } from '@playwright/test';
import { findOffer, firstCollectSlot, seedBasket, storedQuantity, type Branch } from './seed';
import type { SeedLine } from './seed';

/** The payment methods as the GraphQL schema names them ("Card" in the shop is YOCO). */
export type PaymentProvider = 'OFFLINE_EFT' | 'CASH' | 'YOCO' | 'PAYGATE';

export interface SeedOrder {
  branch: Branch;
  lines: SeedLine[];
  provider: PaymentProvider;
  /**
   * Spend the wallet credit on it. The confirmation leaves the box unticked when the basket costs
   * more than the wallet holds, as the journeys' R 56.97 of milk does against Thandi's R 50.
   */
  useCredit?: boolean;
}

/**
 * Places `order` for the signed-in shopper of `page`, collected at the branch's first open slot
 * (the one `checkoutCollect` and `seedCollectSlot` choose), and returns its id. The next page load
 * finds the branch chosen and the basket empty, as placing the order in the shop leaves them.
 * An EFT or cash order is recorded as paid offline by the gateway itself, as from the shop.
 */
export async function placeOrderThroughApi(page: Page, order: SeedOrder): Promise<string> {
  const items = [];
  for (const line of order.lines) {
    const offer = await findOffer(page.request, order.branch, line);
    items.push({
      offerId: offer.id,
      quantity: storedQuantity(offer, line.quantity),
      seenPriceInCents: offer.priceInCents,
    });
  }
  const slot = await firstCollectSlot(page.request, order.branch);
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
        order { id } validationErrors { message } errors { message } } }`,
      variables: {
        input: {
          idempotencyKey: `e2e-seed-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          supplierId: order.branch.id,
          items,
          paymentProvider: order.provider,
          dispatch: 'COLLECT',
          timeslot: slot.value,
          requiresBags: false,
          bagQuantity: 0,
          useCredit: order.useCredit ?? false,
        },
      },
    },
  });
  expect(response.ok()).toBe(true);
  const json = (await response.json()) as {
    data: {
      placeOrder: {
        order: { id: string } | null;
        validationErrors: { message: string }[];
        errors: { message: string }[];
      };
    };
  };
  const placed = json.data.placeOrder;
  expect([...placed.validationErrors, ...placed.errors]).toEqual([]);
  expect(placed.order).not.toBeNull();
  // The branch stays chosen after an order, and the basket is empty.
  await seedBasket(page, order.branch, []);
  return placed.order!.id;
}

/** Opens an order's page and waits until it shows the order (its status pill). */
export async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.goto(`/orders/${orderId}`);
  await expect(page.locator('.order-head .pill')).toBeVisible();
}
