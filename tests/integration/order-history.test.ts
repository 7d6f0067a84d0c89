/**
 * What the order history shows: how many items an order has and a thumbnail (its first item's
 * picture), and nothing still to pay on an order that was cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const key = () => `history-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface HistoryOrder {
  id: string;
  status: string;
  itemCount: number;
  thumbnailUrl: string | null;
  payableBalanceInCents: number;
  items: Array<{ imageUrl: string | null }>;
}

describe('order history', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    stack = await startStack();
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  const history = async () => {
    const result = await thandi.request<{ viewer: { orders: { orders: HistoryOrder[] } } }>(
      `{ viewer { orders { orders {
        id status itemCount thumbnailUrl payableBalanceInCents items { imageUrl } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    return result.data?.viewer.orders.orders ?? [];
  };

  it('gives each order its item count and its first item picture', async () => {
    const placed = await placeOrder(thandi, stack.sim.url, key());
    const order = (await history()).find((candidate) => candidate.id === placed.id);
    expect(order?.itemCount).toBe(1);
    expect(order?.thumbnailUrl).toBe(order?.items[0]?.imageUrl);
    expect(order?.thumbnailUrl).toMatch(/^https?:\/\//);
  });

  it('has nothing still to pay once cancelled', async () => {
    const placed = await placeOrder(thandi, stack.sim.url, key());
    const before = (await history()).find((candidate) => candidate.id === placed.id);
    expect(before?.payableBalanceInCents).toBeGreaterThan(0);
    const cancelled = await thandi.request(
      `mutation ($id: ID!, $key: String!) { cancelOrder(input: { orderId: $id, idempotencyKey: $key }) {
        order { id } } }`,
      { id: placed.id, key: crypto.randomUUID() },
    );
    expect(cancelled.errors).toBeUndefined();
    const after = (await history()).find((candidate) => candidate.id === placed.id);
    expect(after?.status).toBe('CANCELLED');
    expect(after?.payableBalanceInCents).toBe(0);
  });
});
