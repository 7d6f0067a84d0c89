/**
 * Quantities that break an offer's rule (half a tin, 50 g of boerewors) are refused as the
 * caller's bad input, naming the line, and place nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import {
  MAIZE_MEAL_OFFER,
  OLIVE_OIL_OFFER,
  REGISTER_ORDER,
  THANDI,
  firstTimeslot,
  placeOrder,
  signedIn,
} from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `qty-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('quantity rules', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  it('registerOrder refuses half a unit with BAD_USER_INPUT naming the line', async () => {
    const before = await thandi.request<{ viewer: { orders: { orders: unknown[] } } }>(
      '{ viewer { orders { orders { id } } } }',
    );
    const result = await thandi.request(REGISTER_ORDER, {
      input: {
        idempotencyKey: key(),
        supplierId: '101',
        items: [
          { offerId: MAIZE_MEAL_OFFER, quantity: 1 },
          { offerId: OLIVE_OIL_OFFER, quantity: 0.5 },
        ],
        paymentProvider: 'CASH',
        dispatch: 'COLLECT',
        timeslot: await firstTimeslot(stack.sim.url),
      },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.items[1].quantity',
    });
    expect(result.errors?.[0]?.message).toContain('whole numbers from 1');
    const after = await thandi.request<{ viewer: { orders: { orders: unknown[] } } }>(
      '{ viewer { orders { orders { id } } } }',
    );
    expect(after.data?.viewer.orders.orders.length).toBe(before.data?.viewer.orders.orders.length);
  });

  it('validateCart and order changes refuse it the same way', async () => {
    const validated = await thandi.request(
      `mutation ($input: ValidateCartInput!) { validateCart(input: $input) { errors { message } } }`,
      {
        input: {
          supplierId: '101',
          items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2.5 }],
          dispatch: 'COLLECT',
        },
      },
    );
    expect(validated.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.items[0].quantity',
    });

    const order = await placeOrder(thandi, stack.sim.url, key());
    const detail = await thandi.request<{ viewer: { order: { items: Array<{ id: string }> } } }>(
      'query ($id: ID!) { viewer { order(id: $id) { items { id } } } }',
      { id: order.id },
    );
    const changed = await thandi.request(
      `mutation ($input: OrderModificationsCheckInput!) { validateOrderModifications(input: $input) {
        errors { message } } }`,
      {
        input: {
          orderId: order.id,
          modifications: [
            {
              action: 'UPDATE',
              orderItemId: detail.data?.viewer.order.items[0]?.id,
              quantity: 0.5,
            },
          ],
        },
      },
    );
    expect(changed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.modifications[0].quantity',
    });
  });

  it('registerOrder holds a stokvel offer to its minimum, naming the line', async () => {
    const stokvel = await thandi.request<{
      activeStokvelOffers: Array<{ id: string; stokvelMinQuantity: number | null }>;
    }>('{ activeStokvelOffers(supplierId: "101") { id stokvelMinQuantity } }');
    const offer = stokvel.data?.activeStokvelOffers.find(
      (candidate) => (candidate.stokvelMinQuantity ?? 0) > 1,
    );
    if (!offer) throw new Error('no running stokvel offer at 101');
    const min = offer.stokvelMinQuantity ?? 0;
    const result = await thandi.request(REGISTER_ORDER, {
      input: {
        idempotencyKey: key(),
        supplierId: '101',
        items: [{ offerId: offer.id, quantity: min - 1 }],
        paymentProvider: 'CASH',
        dispatch: 'COLLECT',
        timeslot: await firstTimeslot(stack.sim.url),
      },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.items[0].quantity',
    });
    expect(result.errors?.[0]?.message).toContain(`whole numbers from ${min}`);
  });
});
