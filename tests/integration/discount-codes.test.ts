/**
 * Discount code refusals the web can word: the minimum spend and the code as fields
 * ("Spend R 300 to use BRAAI50"), and a once-per-shopper code already used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import {
  MAIZE_MEAL_OFFER,
  REGISTER_ORDER,
  THANDI,
  firstTimeslot,
  signedIn,
} from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `discount-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const VALIDATE = `mutation ($input: ValidateCartInput!) { validateCart(input: $input) {
  validation { discountCode discountInCents subtotalInCents }
  errors { __typename message
    ... on DiscountCodeError { code problem minimumOrderInCents } } } }`;

interface Validated {
  validateCart: {
    validation: { discountCode: string | null; discountInCents: number; subtotalInCents: number };
    errors: Array<{
      __typename: string;
      code?: string | null;
      problem?: string;
      minimumOrderInCents?: number | null;
    }>;
  };
}

describe('discount codes', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const validate = (discountCode: string, quantity: number) =>
    thandi.request<Validated>(VALIDATE, {
      input: {
        supplierId: '101',
        items: [{ offerId: MAIZE_MEAL_OFFER, quantity }],
        dispatch: 'COLLECT',
        discountCode,
      },
    });

  it('names the minimum spend and the code when the basket is too small', async () => {
    const result = await validate('braai50', 2);
    expect(result.errors).toBeUndefined();
    expect(result.data?.validateCart.errors).toContainEqual(
      expect.objectContaining({
        __typename: 'DiscountCodeError',
        code: 'BRAAI50',
        problem: 'MINIMUM_NOT_MET',
        minimumOrderInCents: 30_000,
      }),
    );
  });

  it("gives an applied code's saving, then says it is already used after an order with it", async () => {
    const applied = await validate('WELCOME10', 3);
    const validation = applied.data?.validateCart.validation;
    expect(validation?.discountCode).toBe('WELCOME10');
    expect(validation?.discountInCents).toBe(Math.round((validation?.subtotalInCents ?? 0) / 10));
    expect(
      applied.data?.validateCart.errors.filter((e) => e.__typename === 'DiscountCodeError'),
    ).toEqual([]);

    const placed = await thandi.request<{ registerOrder: { order: { id: string } | null } }>(
      REGISTER_ORDER,
      {
        input: {
          idempotencyKey: key(),
          supplierId: '101',
          items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 3 }],
          paymentProvider: 'CASH',
          dispatch: 'COLLECT',
          discountCode: 'WELCOME10',
          timeslot: await firstTimeslot(stack.sim.url),
        },
      },
    );
    expect(placed.data?.registerOrder.order?.id).toBeTruthy();

    const again = await validate('WELCOME10', 3);
    expect(again.data?.validateCart.errors).toContainEqual(
      expect.objectContaining({
        __typename: 'DiscountCodeError',
        code: 'WELCOME10',
        problem: 'ALREADY_USED',
        minimumOrderInCents: null,
      }),
    );
  });
});
