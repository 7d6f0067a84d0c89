/**
 * For the tests of "Place order" as a no-script form (`POST /checkout/place`): the stack they
 * run against, the checkout choice (collect at branch 101 in the first slot), the basket (two
 * bags of maize meal), the form's fields, and the upstream calls counted.
 */
import { expect } from 'vitest';
import type { GraphqlClient } from './gateway';
import { firstTimeslot, MAIZE_MEAL_OFFER } from './shoppers';
import { startCheckoutFormStack } from './checkout-form-stack';
import type { TestStack } from './stack';

const SET_LINES = `mutation ($input: SetBasketLinesInput!) {
  setBasketLines(input: $input) { basket { lines { agreedPriceInCents } } errors { __typename } }
}`;

/** The upstream routes that register an order. */
export const ORDER_REGISTRATIONS = /^POST \/(api\/v1\/orders\/register|cart\/v1\/order)$/;

/** The gateway as these tests want it (a short deadline, an HTTPS origin), and `env`. */
export const startPlaceFormStack = (env: Record<string, string> = {}): Promise<TestStack> =>
  startCheckoutFormStack({
    REQUEST_TIMEOUT_MS: '3000',
    ORDER_WATCH_HOLD_SECONDS: '1',
    PUBLIC_ORIGIN: 'https://shop.test',
    ...env,
  });

/** The `sf_checkout` cookie's value: collect at branch 101 in its first slot. */
export async function collectChoice(stack: TestStack): Promise<string> {
  const slot = await firstTimeslot(stack.sim.url);
  return encodeURIComponent(JSON.stringify({ s: '101', d: 'COLLECT', p: 'COLLECT', t: slot }));
}

/** Two bags of maize meal in the shopper's basket: the price agreed. */
export async function fillBasket(shopper: GraphqlClient): Promise<number> {
  const set = await shopper.request<{
    setBasketLines: { basket: { lines: { agreedPriceInCents: number }[] }; errors: unknown[] };
  }>(SET_LINES, {
    input: {
      lines: [{ offerId: MAIZE_MEAL_OFFER, sellableId: '1001', supplierId: '101', quantity: 2 }],
    },
  });
  expect(set.data?.setBasketLines.errors).toEqual([]);
  return set.data!.setBasketLines.basket.lines[0]!.agreedPriceInCents;
}

/** The place form's fields: the maize meal seen at `price`, paid with `payment`, no credit. */
export const placeFormBody = (idempotencyKey: string, price: number, payment: string) =>
  `idempotencyKey=${idempotencyKey}&payment=${payment}&useCredit=0&offerId=${MAIZE_MEAL_OFFER}&seenPriceInCents=${price}`;

/** How many upstream calls went to the routes `pattern` matches. */
export async function countCalls(stack: TestStack, pattern: RegExp): Promise<number> {
  const { calls } = await stack.calls();
  return Object.entries(calls)
    .filter(([route]) => pattern.test(route))
    .reduce((sum, [, n]) => sum + n, 0);
}
