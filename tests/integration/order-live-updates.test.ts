/**
 * Live order updates (ADR 0026): pages hold `orderUpdate` open; the gateway reads each watched
 * order from the legacy API once per interval, however many pages wait, and answers them all when
 * the simulator moves the order's status. Nothing here waits for time: the test waits for the
 * gateway to report its waiting pages, then moves the order, then reads the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { PIETER, THANDI, placeOrder, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const ORDER = `query ($id: ID!) { viewer { order(id: $id) { id status revision totalInCents } } }`;
const UPDATE = `query OrderUpdate($id: ID!, $seen: String!) {
  viewer { orderUpdate(id: $id, seen: $seen) { id status revision statusPill { label } } }
}`;

interface Watched {
  viewer: { orderUpdate: { id: string; status: string; revision: string } | null } | null;
}

const WATCHERS = 12;

describe('live order updates', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;

  beforeAll(async () => {
    // A long hold: no page's wait may end before the order moves.
    stack = await startStack({
      ORDER_WATCH_INTERVAL_MS: '200',
      ORDER_WATCH_HOLD_SECONDS: '120',
      REQUEST_TIMEOUT_MS: '300000',
      // Twelve pages of one shopper on one order (the cap is three: order-watch-cap.test).
      ORDER_WATCHES_PER_SHOPPER: '12',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
  });
  afterAll(async () => {
    await stack.close();
  });

  /** Metric values of the gateway (its own listener). */
  async function metric(name: string): Promise<number> {
    const text = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(`${name} `));
    return Number(line?.split(' ')[1] ?? 0);
  }

  async function waitingPages(count: number): Promise<void> {
    // A condition, not a clock: the gateway says how many pages it holds.
    while ((await metric('gateway_order_watch_waiting_pages')) < count) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('reads a watched order once per interval for all its pages and pushes the change', async () => {
    const placed = await placeOrder(thandi, stack.sim.url, `live-${Date.now()}`);
    const before = await thandi.request<{
      viewer: { order: { revision: string; status: string; totalInCents: number } };
    }>(ORDER, { id: placed.id });
    const seen = before.data?.viewer.order.revision ?? '';
    expect(before.data?.viewer.order.status).toBe('PENDING_PAYMENT');

    const pollsBefore = await metric('gateway_order_watch_polls_total');
    await stack.resetCalls();
    const answers = Array.from({ length: WATCHERS }, () =>
      thandi.request<Watched>(UPDATE, { id: placed.id, seen }),
    );
    await waitingPages(WATCHERS);
    // Twelve pages, one watch: one upstream read per interval for this order.
    expect(await metric('gateway_order_watch_orders')).toBe(1);

    // The cash lands at the till: the branch accepts the order.
    const moved = await fetch(`${stack.sim.url}/sim/orders/${placed.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: before.data?.viewer.order.totalInCents }),
    });
    expect(moved.status).toBe(200);

    const results = await Promise.all(answers);
    for (const result of results) {
      expect(result.errors).toBeUndefined();
      expect(result.data?.viewer?.orderUpdate?.status).not.toBe('PENDING_PAYMENT');
      expect(result.data?.viewer?.orderUpdate?.revision).not.toBe(seen);
    }
    const polls = (await metric('gateway_order_watch_polls_total')) - pollsBefore;
    const requests = await stack.requests();
    const orderReads = requests[`GET /api/v1/orders/${placed.id}`] ?? 0;
    // Every read of the order was the watch's, shared by the twelve pages.
    expect(polls).toBeGreaterThan(0);
    expect(orderReads).toBe(polls);
  });

  it('answers at once when the page shows an older revision', async () => {
    const placed = await placeOrder(thandi, stack.sim.url, `live-old-${Date.now()}`);
    const result = await thandi.request<Watched>(UPDATE, { id: placed.id, seen: 'older' });
    expect(result.data?.viewer?.orderUpdate?.id).toBe(placed.id);
    expect(result.data?.viewer?.orderUpdate?.status).toBe('PENDING_PAYMENT');
  });

  it("never shows or watches another shopper's order", async () => {
    const placed = await placeOrder(thandi, stack.sim.url, `live-theirs-${Date.now()}`);
    const pieter = await signedIn(stack.gatewayUrl, PIETER);
    const result = await pieter.request<Watched>(UPDATE, { id: placed.id, seen: 'older' });
    expect(result.data?.viewer?.orderUpdate).toBeNull();
    expect(await metric('gateway_order_watch_waiting_pages')).toBe(0);
  });

  it('asks a visitor to sign in', async () => {
    const result = await stack.graphql<Watched>(UPDATE, { id: '1', seen: 'x' });
    expect(result.data?.viewer ?? null).toBeNull();
  });
});
