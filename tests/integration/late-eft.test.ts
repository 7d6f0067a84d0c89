/**
 * Money that arrives for an order after it was cancelled (an EFT the shopper had already sent)
 * is not kept by the order: the legacy rules put it in the shopper's wallet, and the order says
 * what it received and where it went, as it does for a paid order cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const ORDER = `query ($id: ID!) { viewer { order(id: $id) {
  status totalInCents payableBalanceInCents refund { amountInCents destination }
  payments { source provider amountInCents } events { name message } } } }`;
const WALLET = `{ viewer { account { creditInCents } } }`;

interface LateOrder {
  viewer: { order: LateOrderFields };
}
interface LateOrderFields {
  status: string;
  totalInCents: number;
  refund: { amountInCents: number; destination: string } | null;
  payments: { source: string; provider: string | null; amountInCents: number }[];
  events: { name: string; message: string }[];
}

describe('an EFT that arrives after the order was cancelled', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const wallet = async () =>
    (await thandi.request<{ viewer: { account: { creditInCents: number } } }>(WALLET)).data!.viewer
      .account.creditInCents;

  it('goes to the wallet, and the order says it was received and where it went', async () => {
    const order = await placeOrder(thandi, stack.sim.url, crypto.randomUUID(), 'OFFLINE_EFT');
    const cancelled = await thandi.request<{ cancelOrder: { order: { status: string } | null } }>(
      `mutation ($id: ID!, $key: String!) { cancelOrder(input: { orderId: $id, idempotencyKey: $key }) { order { status } } }`,
      { id: order.id, key: crypto.randomUUID() },
    );
    expect(cancelled.data?.cancelOrder.order?.status).toBe('CANCELLED');
    const before = await wallet();
    const read = await thandi.request<LateOrder>(ORDER, { id: order.id });
    expect(read.errors).toBeUndefined();
    const total = read.data!.viewer.order.totalInCents;

    const paid = await fetch(`${stack.sim.url}/sim/orders/${order.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: total }),
    });
    expect(paid.status).toBe(200);

    const after = (await thandi.request<LateOrder>(ORDER, { id: order.id })).data!.viewer.order;
    expect(after.status).toBe('CANCELLED');
    expect(after.refund).toEqual({ amountInCents: total, destination: 'WALLET' });
    expect(after.payments).toEqual([
      { source: 'PROVIDER', provider: 'OFFLINE_EFT', amountInCents: total },
    ]);
    expect(after.events.map((event) => event.name).slice(-3)).toEqual([
      'cancelled',
      'payment_received',
      'refund',
    ]);
    // The same session reads the wallet with the money in it once the order showed it: the
    // gateway's account snapshot, taken before the money arrived, is not the balance any more.
    expect(await wallet()).toBe(before + total);
  });
});
