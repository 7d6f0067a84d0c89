/**
 * Orders and payments through the gateway against the simulator: placing once per idempotency
 * key, history, detail with status pill and timeline, editing, cancelling, paying by card, and
 * two shoppers who cannot see or touch each other's orders, transactions or addresses.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAIZE_MEAL_OFFER,
  OLIVE_OIL_OFFER,
  PIETER,
  REGISTER_ORDER,
  THANDI,
  firstTimeslot,
  placeOrder,
  signedIn,
} from '../support/shoppers';
import type { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const key = () => `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('orders and payments', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let pieter: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    pieter = await signedIn(stack.gatewayUrl, PIETER);
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('places one order per idempotency key, however often the client retries', async () => {
    const input = {
      idempotencyKey: key(),
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2 }],
      paymentProvider: 'CASH',
      dispatch: 'COLLECT',
      timeslot: await firstTimeslot(stack.sim.url),
    };
    await stack.resetCalls();
    const [first, second] = await Promise.all([
      thandi.request<{ registerOrder: { order: { id: string } } }>(REGISTER_ORDER, { input }),
      thandi.request<{ registerOrder: { order: { id: string } } }>(REGISTER_ORDER, { input }),
    ]);
    const third = await thandi.request<{ registerOrder: { order: { id: string } } }>(
      REGISTER_ORDER,
      { input },
    );
    const id = first.data?.registerOrder.order.id;
    expect(id).toBeTruthy();
    expect(second.data?.registerOrder.order.id).toBe(id);
    expect(third.data?.registerOrder.order.id).toBe(id);
    expect((await stack.calls()).calls['POST /api/v1/orders/register']).toBe(1);

    const history = await thandi.request<{
      viewer: { orders: { orders: Array<{ id: string }>; nextPage: number | null } };
    }>('{ viewer { orders(perPage: 50) { orders { id } nextPage totalCount } } }');
    expect(history.data?.viewer.orders.orders.filter((order) => order.id === id)).toHaveLength(1);
  });

  it('returns business refusals as typed errors and remembers no refusal', async () => {
    const input = {
      idempotencyKey: key(),
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
      paymentProvider: 'CASH',
      dispatch: 'COLLECT',
    };
    const refused = await thandi.request<{
      registerOrder: { order: null; errors: Array<{ __typename: string; message: string }> };
    }>(REGISTER_ORDER, { input });
    expect(refused.data?.registerOrder.order).toBeNull();
    expect(refused.data?.registerOrder.errors).toEqual([
      { __typename: 'OrderRefusedError', message: 'Collect time slot is required' },
    ]);
    // The same key works once the shopper fixes the order.
    const fixed = await thandi.request<{ registerOrder: { order: { id: string } | null } }>(
      REGISTER_ORDER,
      { input: { ...input, timeslot: await firstTimeslot(stack.sim.url) } },
    );
    expect(fixed.data?.registerOrder.order?.id).toBeTruthy();
  });

  it('shows an order with its status pill, timeline and items, in one call for repeats', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    await stack.resetCalls();
    const result = await thandi.request<{
      viewer: {
        order: {
          reference: string;
          status: string;
          statusPill: { colour: string; label: string };
          timeline: Array<{ kind: string; state: string }>;
          items: Array<{ offerId: string; quantityOrdered: number; totalInCents: number }>;
        };
        again: { id: string };
      };
    }>(
      `query ($id: ID!) { viewer {
        order(id: $id) {
          reference status paymentStatus statusPill { colour label }
          timeline { kind label state at }
          items { offerId quantityOrdered unitPriceInCents totalInCents }
          createdAt dispatchMethod supplierName totalInCents payableBalanceInCents needsReview
        }
        again: order(id: $id) { id }
      } }`,
      { id: order.id },
    );
    expect(result.errors).toBeUndefined();
    const shown = result.data?.viewer.order;
    expect(shown?.reference).toBe(order.reference);
    expect(shown?.items).toEqual([
      { offerId: MAIZE_MEAL_OFFER, quantityOrdered: 2, unitPriceInCents: 4499, totalInCents: 8998 },
    ]);
    expect(['GREEN', 'RED', 'YELLOW']).toContain(shown?.statusPill.colour);
    expect(shown?.timeline.map((step) => step.kind)).toEqual([
      expect.stringMatching(/^(AWAITING_PAYMENT|PAYMENT_RECEIVED)$/),
      'ACCEPTED',
      'PREPARING',
      'READY_FOR_COLLECTION',
      'COLLECTED',
    ]);
    expect(result.data?.viewer.again.id).toBe(order.id);
    expect((await stack.calls()).calls).toEqual({ 'GET /api/v1/orders/{order_id}': 1 });
  });

  it('edits an order: validates the change, then modifies it', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const modifications = [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity: 1 } }];
    const validated = await thandi.request<{
      validateOrderModifications: { order: { totalInCents: number } | null; errors: unknown[] };
    }>(
      `mutation ($input: OrderModificationsCheckInput!) { validateOrderModifications(input: $input) {
        order { totalInCents } outOfStock updated notice modifications { action offerId quantity }
        errors { __typename message } } }`,
      { input: { orderId: order.id, modifications } },
    );
    expect(validated.errors).toBeUndefined();
    const modified = await thandi.request<{
      modifyOrder: { order: { items: Array<{ offerId: string }> } | null; errors: unknown[] };
    }>(
      `mutation ($input: OrderModificationsInput!) { modifyOrder(input: $input) {
        order { items { offerId } } errors { __typename message } } }`,
      {
        input: {
          orderId: order.id,
          modifications,
          idempotencyKey: key(),
          revision: order.revision,
        },
      },
    );
    expect(modified.data?.modifyOrder.errors).toEqual([]);
    expect(modified.data?.modifyOrder.order?.items.map((item) => item.offerId)).toEqual([
      MAIZE_MEAL_OFFER,
      OLIVE_OIL_OFFER,
    ]);
  });

  it('pays with a card once per idempotency key, and reports a declined card', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'YOCO');
    const registerKey = key();
    const register = () =>
      thandi.request<{
        registerTransaction: {
          transaction: { id: string; status: string; publicKey: string | null };
        };
      }>(
        `mutation ($input: RegisterTransactionInput!) { registerTransaction(input: $input) {
          transaction { id status provider publicKey amountInCents } errors { reason message } } }`,
        { input: { idempotencyKey: registerKey, orderId: order.id, provider: 'YOCO' } },
      );
    await stack.resetCalls();
    const first = await register();
    const again = await register();
    const transaction = first.data?.registerTransaction.transaction;
    expect(transaction?.status).toBe('PENDING');
    expect(again.data?.registerTransaction.transaction.id).toBe(transaction?.id);
    expect((await stack.calls()).calls['POST /api/v1/orders/{id}/transactions']).toBe(1);

    const card = async (number: string) => {
      const response = await fetch(`${stack.sim.url}/sim/card-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, expiry: '12/30', cvv: '123' }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const pay = (token: string) =>
      thandi.request<{
        payWithCard: {
          transaction: { status: string } | null;
          errors: Array<{ reason: string; message: string }>;
        };
      }>(
        `mutation ($input: PayWithCardInput!) { payWithCard(input: $input) {
          transaction { status message } order { paymentStatus } errors { reason message } } }`,
        {
          input: {
            orderId: order.id,
            transactionId: transaction?.id,
            token,
            idempotencyKey: key(),
          },
        },
      );
    const declined = await pay(await card('4000000000000002'));
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.payWithCard.errors[0]?.reason).toBe('DECLINED');
    expect(declined.data?.payWithCard.transaction?.status).toBe('DECLINED');
  });

  describe('two shoppers', () => {
    it("cannot read each other's orders, transactions or addresses, even by id", async () => {
      const order = await placeOrder(thandi, stack.sim.url, key(), 'YOCO');
      const registered = await thandi.request<{
        registerTransaction: { transaction: { id: string } };
      }>(
        `mutation ($input: RegisterTransactionInput!) { registerTransaction(input: $input) { transaction { id } } }`,
        { input: { idempotencyKey: key(), orderId: order.id, provider: 'YOCO' } },
      );
      const transactionId = registered.data?.registerTransaction.transaction.id;

      const seen = await pieter.request<{
        viewer: { order: null; transaction: null; orders: { orders: Array<{ id: string }> } };
      }>(
        `query ($order: ID!, $tx: ID!) { viewer {
          order(id: $order) { id reference }
          transaction(id: $tx) { id }
          transactionProgress(orderId: $order, transactionId: $tx) { id }
          orders(perPage: 50) { orders { id } }
        } }`,
        { order: order.id, tx: transactionId },
      );
      expect(seen.errors).toBeUndefined();
      expect(seen.data?.viewer.order).toBeNull();
      expect(seen.data?.viewer.transaction).toBeNull();
      expect(seen.data?.viewer.orders.orders.map((item) => item.id)).not.toContain(order.id);
    });

    it("cannot act on each other's orders or addresses: NOT_FOUND, and nothing sent on", async () => {
      const order = await placeOrder(thandi, stack.sim.url, key());
      await stack.resetCalls();
      const cancel = await pieter.request(
        `mutation ($id: ID!, $key: String!) { cancelOrder(input: { orderId: $id, idempotencyKey: $key }) {
          order { id } errors { message } } }`,
        { id: order.id, key: key() },
      );
      expect(cancel.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const review = await pieter.request(
        `mutation ($id: ID!, $key: String!) { reviewOrder(input: { orderId: $id, rating: 1, idempotencyKey: $key }) {
          order { id } } }`,
        { id: order.id, key: key() },
      );
      expect(review.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      // Thandi's seeded address id 1.
      const address = await pieter.request(
        'mutation { deleteAddress(input: { addressId: "1" }) { deletedAddressId } }',
      );
      expect(address.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const calls = (await stack.calls()).calls;
      expect(calls['POST /api/v1/orders/{order_id}/cancel']).toBeUndefined();
      expect(calls['POST /api/v1/orders/{id}/review']).toBeUndefined();
      expect(calls['DELETE /api/v1/users/{user_id}/addresses/{id}']).toBeUndefined();

      const still = await thandi.request<{ viewer: { order: { status: string } } }>(
        'query ($id: ID!) { viewer { order(id: $id) { status } } }',
        { id: order.id },
      );
      expect(still.data?.viewer.order.status).not.toBe('CANCELLED');
    });
  });

  it('cancels and lists open orders', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'OFFLINE_EFT');
    const open = await thandi.request<{
      viewer: { openOrders: Array<{ id: string; status: string }> };
    }>('{ viewer { openOrders { id status } } }');
    for (const item of open.data?.viewer.openOrders ?? []) {
      expect(['STOCK_SHORT', 'PENDING_PAYMENT']).toContain(item.status);
    }
    const cancelled = await thandi.request<{
      cancelOrder: { order: { status: string; statusPill: { colour: string } } | null };
    }>(
      `mutation ($id: ID!, $key: String!) { cancelOrder(input: { orderId: $id, idempotencyKey: $key }) {
        order { status statusPill { colour } } errors { message } } }`,
      { id: order.id, key: key() },
    );
    expect(cancelled.data?.cancelOrder.order).toEqual({
      status: 'CANCELLED',
      statusPill: { colour: 'RED' },
    });
  });
});
