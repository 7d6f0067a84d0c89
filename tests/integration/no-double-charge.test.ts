/**
 * An order is never charged twice through the gateway: two card attempts raced against each
 * other, a payment on an order that owes nothing, and a card payment while a redirect payment is
 * still open are each refused with a typed reason, and the order never ends overpaid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `charge-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface TransactionPayload {
  transaction: { id: string; status: string } | null;
  errors: Array<{ reason: string; message: string }>;
}

describe('never charge an order twice', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack({ PAYMENT_RETURN_ORIGINS: 'http://shop.test' });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const register = async (orderId: string, provider: string) => {
    const result = await thandi.request<{ registerTransaction: TransactionPayload }>(
      `mutation ($input: RegisterTransactionInput!) { registerTransaction(input: $input) {
        transaction { id status } errors { reason message } } }`,
      {
        input: {
          idempotencyKey: key(),
          orderId,
          provider,
          ...(provider === 'YOCO' ? {} : { returnUrl: 'http://shop.test/orders/pay' }),
        },
      },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.registerTransaction;
  };

  const cardToken = async () => {
    const response = await fetch(`${stack.sim.url}/sim/card-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expiry: '12/30', cvv: '123' }),
    });
    return ((await response.json()) as { token: string }).token;
  };

  const pay = async (orderId: string, transactionId: string) => {
    const result = await thandi.request<{ payWithCard: TransactionPayload }>(
      `mutation ($input: PayWithCardInput!) { payWithCard(input: $input) {
        transaction { id status } errors { reason message } } }`,
      { input: { orderId, transactionId, token: await cardToken(), idempotencyKey: key() } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.payWithCard;
  };

  const balance = async (orderId: string) => {
    const result = await thandi.request<{
      viewer: { order: { paymentStatus: string; payableBalanceInCents: number } };
    }>(`query ($id: ID!) { viewer { order(id: $id) { paymentStatus payableBalanceInCents } } }`, {
      id: orderId,
    });
    return result.data!.viewer.order;
  };

  it('two card attempts charged at once take the money once', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'YOCO');
    const first = await register(order.id, 'YOCO');
    const second = await register(order.id, 'YOCO');
    const results = await Promise.all([
      pay(order.id, first.transaction!.id),
      pay(order.id, second.transaction!.id),
    ]);
    const successful = results.filter((result) => result.transaction?.status === 'SUCCESSFUL');
    expect(successful).toHaveLength(1);
    expect(await balance(order.id)).toEqual({ paymentStatus: 'PAID', payableBalanceInCents: 0 });
  });

  it('refuses a payment on an order that owes nothing, without asking the legacy API', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'YOCO');
    const tx = await register(order.id, 'YOCO');
    expect((await pay(order.id, tx.transaction!.id)).transaction?.status).toBe('SUCCESSFUL');
    await stack.resetCalls();
    const again = await register(order.id, 'YOCO');
    expect(again.transaction).toBeNull();
    expect(again.errors.map((error) => error.reason)).toEqual(['ALREADY_PAID']);
    const { calls } = await stack.calls();
    expect(calls['POST /api/v1/orders/{id}/transactions']).toBeUndefined();
    expect(await balance(order.id)).toEqual({ paymentStatus: 'PAID', payableBalanceInCents: 0 });
  });

  it('refuses a card payment while a redirect payment is still being checked', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'PAYGATE');
    expect((await register(order.id, 'PAYGATE')).transaction?.status).toBe('PENDING');
    const card = await register(order.id, 'YOCO');
    expect(card.transaction).toBeNull();
    expect(card.errors.map((error) => error.reason)).toEqual(['PAYMENT_IN_PROGRESS']);
  });
});
