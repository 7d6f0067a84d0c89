/**
 * Held order updates are bounded: one request holds at most one `orderUpdate` (more are refused
 * before anything runs, with no legacy read), and one shopper holds at most
 * ORDER_WATCHES_PER_SHOPPER at once on a replica: one more is refused before it holds, with a
 * typed error, and makes no legacy read. Before, one request of 25 aliased fields over the
 * shopper's own orders held 25 watches (325 legacy reads in 25 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const UPDATE = `query OrderUpdate($id: ID!, $seen: String!) {
  viewer { orderUpdate(id: $id, seen: $seen) { id status revision } }
}`;
const ORDER = `query ($id: ID!) { viewer { order(id: $id) { revision totalInCents } } }`;

interface Watched {
  viewer: { orderUpdate: { id: string; status: string } | null } | null;
}

describe('held order updates per request and per shopper', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  const orders: Array<{ id: string; revision: string; totalInCents: number }> = [];

  beforeAll(async () => {
    // A long hold: the held pages wait until the test ends them (by moving an order).
    stack = await startStack({
      ORDER_WATCH_INTERVAL_MS: '200',
      ORDER_WATCH_HOLD_SECONDS: '120',
      REQUEST_TIMEOUT_MS: '300000',
      ORDER_WATCHES_PER_SHOPPER: '3',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    for (let i = 0; i < 4; i++) {
      const placed = await placeOrder(thandi, stack.sim.url, `cap-${i}-${Date.now()}`);
      const read = await thandi.request<{
        viewer: { order: { revision: string; totalInCents: number } };
      }>(ORDER, { id: placed.id });
      orders.push({
        id: placed.id,
        revision: read.data?.viewer.order.revision ?? '',
        totalInCents: read.data?.viewer.order.totalInCents ?? 0,
      });
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function waitingPages(count: number): Promise<void> {
    const metric = async () => {
      const text = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
      const line = text
        .split('\n')
        .find((row) => row.startsWith('gateway_order_watch_waiting_pages '));
      return Number(line?.split(' ')[1] ?? 0);
    };
    while ((await metric()) < count) await new Promise((resolve) => setImmediate(resolve));
  }

  it('refuses a request holding two order updates before anything runs', async () => {
    await stack.resetCalls();
    const aliased = `query Many($seen: String!) { viewer {
      a: orderUpdate(id: "${orders[0]?.id}", seen: $seen) { id }
      b: orderUpdate(id: "${orders[1]?.id}", seen: $seen) { id }
    } }`;
    const result = await thandi.request(aliased, { seen: 'x' });
    expect(result.data ?? undefined).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'TOO_MANY_HELD_FIELDS',
      limit: 1,
    });
    expect(result.errors?.[0]?.message).toContain('one');
    expect((await stack.calls()).total).toBe(0);
  });

  it("refuses the shopper's fourth held update before it holds, with a typed error", async () => {
    const held = orders
      .slice(0, 3)
      .map((order) => thandi.request<Watched>(UPDATE, { id: order.id, seen: order.revision }));
    await waitingPages(3);
    await stack.resetCalls();
    const fourth = orders[3];
    const refused = await thandi.request<Watched>(UPDATE, {
      id: fourth?.id,
      seen: fourth?.revision,
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'TOO_MANY_ORDER_WATCHES',
      limit: 3,
    });
    expect(refused.errors?.[0]?.message).toMatch(/3 orders/);
    expect(refused.data?.viewer?.orderUpdate ?? null).toBeNull();
    expect((await stack.requests())[`GET /api/v1/orders/${fourth?.id}`]).toBeUndefined();

    // The held pages still get their answers: move the first order on.
    const paid = await fetch(`${stack.sim.url}/sim/orders/${orders[0]?.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: orders[0]?.totalInCents }),
    });
    expect(paid.status).toBe(200);
    const first = await held[0];
    expect(first?.data?.viewer?.orderUpdate?.id, JSON.stringify(first)).toBe(orders[0]?.id);
    // One ended: a new one is accepted (it answers at once: an older revision).
    const again = await thandi.request<Watched>(UPDATE, { id: fourth?.id, seen: 'older' });
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    expect(again.data?.viewer?.orderUpdate?.id).toBe(fourth?.id);
  });
});
