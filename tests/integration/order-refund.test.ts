/**
 * A cancelled paid order says what was refunded and where (from the legacy refund event); an
 * order cancelled before any payment has no refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface Refunded {
  cancelOrder: {
    order: {
      status: string;
      totalInCents: number;
      payableBalanceInCents: number;
      refund: { amountInCents: number; destination: string } | null;
    } | null;
  };
}

const CANCEL = `mutation ($id: ID!, $key: String!) {
  cancelOrder(input: { orderId: $id, idempotencyKey: $key }) {
  order { status totalInCents payableBalanceInCents refund { amountInCents destination } } } }`;

describe('order refunds', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const payByCard = async (orderId: string) => {
    const registered = await thandi.request<{
      registerTransaction: { transaction: { id: string } | null };
    }>(
      `mutation ($input: RegisterTransactionInput!) { registerTransaction(input: $input) {
        transaction { id } } }`,
      { input: { idempotencyKey: key(), orderId, provider: 'YOCO' } },
    );
    const transactionId = registered.data?.registerTransaction.transaction?.id;
    const token = (await (
      await fetch(`${stack.sim.url}/sim/card-tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4242424242424242', expiry: '12/30', cvv: '123' }),
      })
    ).json()) as { token: string };
    const paid = await thandi.request<{ payWithCard: { transaction: { status: string } | null } }>(
      `mutation ($input: PayWithCardInput!) { payWithCard(input: $input) {
        transaction { status } } }`,
      { input: { orderId, transactionId, token: token.token, idempotencyKey: key() } },
    );
    expect(paid.errors).toBeUndefined();
  };

  it('a paid order cancelled says its money went back to the wallet', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key(), 'YOCO');
    await payByCard(order.id);
    const result = await thandi.request<Refunded>(CANCEL, {
      id: order.id,
      key: crypto.randomUUID(),
    });
    expect(result.errors).toBeUndefined();
    const cancelled = result.data?.cancelOrder.order;
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled?.payableBalanceInCents).toBe(0);
    expect(cancelled?.refund).toEqual({
      amountInCents: cancelled?.totalInCents,
      destination: 'WALLET',
    });
  });

  it('an unpaid order cancelled has no refund', async () => {
    const order = await placeOrder(thandi, stack.sim.url, key());
    const result = await thandi.request<Refunded>(CANCEL, {
      id: order.id,
      key: crypto.randomUUID(),
    });
    expect(result.data?.cancelOrder.order?.refund).toBeNull();
  });
});
