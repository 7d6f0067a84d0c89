// Shared steps of the checkout, payment and order journeys: a fresh simulator, signing in as a
// seeded shopper, filling a basket at a branch, choosing dispatch and payment, and the
// simulator's control routes (move an order on, money arriving, debtor card decisions).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartButton, chooseBranch, openSearch } from './support/shop';
import { PAROW, seedBasket, seedCollectSlot, type SeedLine } from './support/seed';
import { placeOrderThroughApi, type SeedOrder } from './support/seed-order';

export const THANDI = { login: '0821234567', password: 'lekker123' };
export const PIETER = { login: '0831234567', password: 'lekker123' };

export async function graphql<T>(request: APIRequestContext, query: string, variables = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The simulator's own address, from a branch image it serves. */
export async function simOrigin(request: APIRequestContext): Promise<string> {
  const data = await graphql<{ supplier: { imageUrl: string } }>(
    request,
    '{ supplier(id: "101") { imageUrl } }',
  );
  return new URL(data.supplier.imageUrl).origin;
}

export async function resetSim(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${await simOrigin(request)}/sim/reset`);
  expect(response.ok()).toBe(true);
}

/** Moves an order on in the simulator (one step, or to `status`). */
export async function advanceOrder(request: APIRequestContext, orderId: string, status?: string) {
  const response = await request.post(`${await simOrigin(request)}/sim/orders/${orderId}/advance`, {
    data: status ? { status } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function simClockAdvance(request: APIRequestContext, ms: number) {
  const response = await request.post(`${await simOrigin(request)}/sim/clock`, {
    data: { advance_ms: ms },
  });
  expect(response.ok()).toBe(true);
}

/** Signs in through the API: the session cookie lands in the page's context too. */
export async function signInThroughApi(
  request: APIRequestContext,
  who: { login: string; password: string } = THANDI,
): Promise<void> {
  const data = await graphql<{ signIn: { errors: unknown[] } }>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
    { input: { login: who.login, password: who.password } },
  );
  expect(data.signIn.errors).toEqual([]);
}

/** Signs in through the API (the session cookie is the browser's too), then opens the shop. */
export async function signIn(page: Page, who = THANDI): Promise<void> {
  await signInThroughApi(page.request, who);
  await page.goto('/');
}

/**
 * Adds `quantity` of a searched offer at the chosen branch; `meanwhile` runs once the results
 * show, before the tap on Add (e.g. the offer changes upstream).
 */
export async function addBySearch(
  page: Page,
  query: string,
  name: string,
  quantity = 1,
  meanwhile?: () => Promise<unknown>,
) {
  await openSearch(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(query);
  const item = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
  await expect(item).toBeVisible();
  await meanwhile?.();
  await item.getByRole('button', { name: /^Add / }).click();
  const modal = page.getByRole('dialog', { name });
  for (let i = 1; i < quantity; i++) await modal.getByRole('button', { name: 'More' }).click();
  // While an order is being edited the dialog adds to the order, and says so.
  const editing = await page.getByText(/^Updating order/).count();
  await modal.getByRole('button', { name: editing ? 'Add to order' : 'Add to basket' }).click();
  await expect(modal).toBeHidden();
}

/**
 * Signs in, chooses Mzansi Fresh Parow and fills the basket with 3 litres of milk (R 56.97), all
 * through the UI: the journeys whose subject is choosing a branch and adding to the basket.
 */
export async function fullBasketThroughUi(page: Page, who = THANDI): Promise<void> {
  await resetSim(page.request);
  await signIn(page, who);
  await chooseBranch(page, 'Mzansi Fresh Parow');
  await addBySearch(page, 'low fat milk', 'Sunveld Low Fat Milk 1 l', 3);
  await expect(cartButton(page)).toContainText('R 56.97');
}

/**
 * The same shopper and basket as `fullBasketThroughUi` (Mzansi Fresh Parow, 3 litres of milk,
 * R 56.97), set up the quick way: signed in through the API and the basket and branch written to
 * local storage as the web keeps them (see seedBasket). For journeys about what comes after.
 */
export async function fullBasket(page: Page, who = THANDI): Promise<void> {
  await resetSim(page.request);
  await signInThroughApi(page.request, who);
  await seedBasket(page, PAROW, [MILK]);
  await page.goto('/');
  await expect(cartButton(page)).toContainText('R 56.97');
}

/** The basket of `fullBasket`: 3 litres of milk at Mzansi Fresh Parow (R 56.97). */
export const MILK: SeedLine = {
  query: 'low fat milk',
  name: 'Sunveld Low Fat Milk 1 l',
  quantity: 3,
};
export const BREAD: SeedLine = {
  query: 'white bread',
  name: 'Mzansi Bake White Bread Sliced 700 g',
  quantity: 1,
};

/**
 * What `fullBasket` then placing the order at the confirmation leaves (a fresh simulator, the
 * shopper signed in, an order collected at Mzansi Fresh Parow's first open slot, the basket
 * empty), the quick way: signed in and the order placed through the API (seed-order.ts). By
 * default `fullBasket`'s 3 litres of milk (R 56.97) by EFT, awaiting its money. Opens nothing
 * (`openOrder` from seed-order.ts opens its page); returns the order's id. For journeys about an
 * order once placed; those about placing it walk the checkout.
 */
export async function orderPlaced(
  page: Page,
  order: Partial<SeedOrder> & { who?: { login: string; password: string } } = {},
): Promise<string> {
  await resetSim(page.request);
  await signInThroughApi(page.request, order.who ?? THANDI);
  return placeOrderThroughApi(page, {
    branch: order.branch ?? PAROW,
    lines: order.lines ?? [MILK],
    provider: order.provider ?? 'OFFLINE_EFT',
    useCredit: order.useCredit,
  });
}

/**
 * From the basket to the confirmation, collecting at the first time slot, all through the UI:
 * the journeys whose subject is the way there (dispatch, slot, Back through the steps).
 */
export async function checkoutCollect(page: Page): Promise<void> {
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await page.getByRole('radio', { name: /^Collect at/ }).check();
  await chooseFirstSlot(page, 'Collect time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

/**
 * The same place as `checkoutCollect` (the confirmation, collecting at the first open slot) the
 * quick way: the dispatch step's choices written to local storage (seedCollectSlot) and the
 * confirmation opened. For journeys about the confirmation and what comes after; the basket is
 * the one the shop holds (seeded or built before).
 */
export async function atConfirmationCollecting(page: Page): Promise<void> {
  await seedCollectSlot(page, PAROW);
  await page.goto('/checkout/confirmation');
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  // Still there once the checkout has read the basket (an empty one goes back to /basket).
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

/** Chooses the first open slot of the first day in the time-slot grid named `label`. */
export async function chooseFirstSlot(page: Page, label: string): Promise<void> {
  const slot = page
    .getByRole('radiogroup', { name: new RegExp(`^${label}, `) })
    .getByRole('radio', { disabled: false })
    .first();
  await slot.check();
  await expect(slot).toBeChecked();
}

/** Chooses a payment method at confirmation and places the order. */
export async function placeOrder(page: Page, method: string): Promise<void> {
  await page.getByRole('radio', { name: method, exact: true }).check();
  await expect(page.getByTestId('checkout-total')).toContainText('R ');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** The card provider's form in its frame. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: 'Pay' }).click();
}

/** The order id from an /orders/{id} address. */
export function orderIdFrom(url: string): string {
  const match = /\/orders\/(\d+)/.exec(url);
  expect(match, url).not.toBeNull();
  return match![1]!;
}

/** The simulator receives the order's money (an EFT arriving). */
export async function moneyArrives(page: Page, orderId: string, amountInCents = 5697) {
  const response = await page.request.post(
    `${await simOrigin(page.request)}/sim/orders/${orderId}/pay`,
    { data: { amount_in_cents: amountInCents } },
  );
  expect(response.ok()).toBe(true);
}

/**
 * On /checkout/shipping_address: adds an address found by the address search (`query`, then the
 * suggestion `suggestion`), completed to `street` (house number added), and delivers there.
 */
export async function deliverToNewAddress(
  page: Page,
  query = 'tygerberg',
  suggestion = 'Tygerberg Road, Parow, Cape Town, 7500',
  street = '21 Tygerberg Road, Parow, Cape Town, 7500',
): Promise<void> {
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('dialog', { name: 'A new address' });
  await form.getByRole('searchbox', { name: 'Find your street or suburb' }).fill(query);
  await form.getByRole('button', { name: suggestion }).click();
  // The street is in the field with the cursor in front of it: the shopper types the house number.
  const field = form.getByLabel('Address', { exact: true });
  await expect(field).toHaveValue(suggestion);
  await expect(field).toBeFocused();
  expect(street.endsWith(suggestion), `${street} is a house number and ${suggestion}`).toBe(true);
  await field.pressSequentially(street.slice(0, -suggestion.length));
  await expect(field).toHaveValue(street);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/checkout\/dispatch$/);
  await expect(page.getByTestId('delivery-address')).toHaveText(street);
}

/** Stages a change of a Mzansi Fresh Parow offer in the simulator (price, stock). */
export async function stageOffer(
  request: APIRequestContext,
  query: string,
  name: string,
  change: { price_in_cents?: number; out_of_stock?: boolean },
): Promise<{ id: string; name: string; priceInCents: number }> {
  const data = await graphql<{
    offerSearch: { offers: { id: string; name: string; priceInCents: number }[] };
  }>(
    request,
    'query ($q: String!) { offerSearch(query: $q, supplierId: "101") { offers { id name priceInCents } } }',
    { q: query },
  );
  // The first offer whose name holds `name` (as the search results are filtered).
  const offer = data.offerSearch.offers.find((candidate) => candidate.name.includes(name));
  expect(offer, name).toBeDefined();
  const response = await request.patch(`${await simOrigin(request)}/sim/offers/${offer!.id}`, {
    data: change,
  });
  expect(response.ok()).toBe(true);
  return offer!;
}

/** An order's lines and balance as the gateway holds them. */
export async function orderOnServer(request: APIRequestContext, orderId: string) {
  const data = await graphql<{
    viewer: {
      order: {
        payableBalanceInCents: number;
        paymentStatus: string;
        items: { name: string; quantity: number; unitPriceInCents: number }[];
      };
    };
  }>(
    request,
    'query ($id: ID!) { viewer { order(id: $id) { payableBalanceInCents paymentStatus items { name quantity unitPriceInCents } } } }',
    { id: orderId },
  );
  return data.viewer.order;
}

/** The shopper's newest order's id, as the gateway holds it. */
export async function newestOrderId(request: APIRequestContext): Promise<string> {
  const data = await graphql<{ viewer: { orders: { orders: { id: string }[] } } }>(
    request,
    '{ viewer { orders(perPage: 1) { orders { id } } } }',
  );
  const id = data.viewer.orders.orders[0]?.id;
  expect(id).toBeDefined();
  return id!;
}

/** On the order page: Cancel order, confirmed. */
export async function cancelOnPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel order?' })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.locator('.order-head .pill')).toHaveText('Cancelled');
}

/** From the basket: delivered by PICUP to a new address, at the first delivery slot. */
export async function checkoutDeliver(page: Page): Promise<void> {
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery to your door' }).check();
  await page.getByRole('link', { name: 'Choose a delivery address' }).click();
  await deliverToNewAddress(page);
  await chooseFirstSlot(page, 'Delivery time slot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

/** At the confirmation: places the order with PayGate, approves it there; the order's id. */
export async function placeAndPayWithPayGate(page: Page): Promise<string> {
  await placeOrder(page, 'PayGate (card)');
  await page.getByRole('button', { name: /^Pay R .* with PayGate \(card\)$/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('payable-balance')).toHaveText('R 0.00');
  return orderIdFrom(page.url());
}
