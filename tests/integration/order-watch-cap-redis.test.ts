/**
 * With Redis, a shopper's cap on held order updates (ORDER_WATCHES_PER_SHOPPER) holds across the
 * replicas sharing it: pages held on one replica count on the other, so N replicas no longer
 * allow N × the cap. And the holds of a replica that died without giving them back stop counting
 * once they would have ended. Two gateways on one real redis-server; the tests wait on what they
 * observe (each gateway's count of waiting pages, Redis's own set), never on sleeps.
 */
import { once } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisLink } from '@shopfront/gateway';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { gatewaysRedisUp } from '../support/redis-ready';
import { startRedis, type RunningRedis } from '../support/redis';
import { THANDI, placeOrder, signedIn } from '../support/shoppers';
import { withinUsual } from '../support/time-scale';

const UPDATE = `query OrderUpdate($id: ID!, $seen: String!) {
  viewer { orderUpdate(id: $id, seen: $seen) { id status revision } }
}`;
const ORDER = `query ($id: ID!) { viewer { order(id: $id) { revision totalInCents } } }`;
/** Where the shared count lives (live/watch-slots.ts): one set per shopper. */
const THANDIS_SLOTS = `sf:order-watches:${THANDI.id}`;

interface Watched {
  viewer: { orderUpdate: { id: string; status: string } | null } | null;
}

describe('held order updates per shopper across replicas sharing Redis', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let a: RunningGateway;
  let b: RunningGateway;
  /** The test's own look into the shared Redis. */
  let link: RedisLink;
  let onA: GraphqlClient;
  let onB: GraphqlClient;
  let stopped = false;
  const orders: Array<{ id: string; revision: string; totalInCents: number }> = [];

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
    const env = {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'a shared secret of at least thirty-two characters',
      SIGN_IN_ATTEMPTS: '0',
      // A long hold: the held pages wait until the test ends them (by moving an order).
      ORDER_WATCH_INTERVAL_MS: '200',
      ORDER_WATCH_HOLD_SECONDS: '120',
      REQUEST_TIMEOUT_MS: '300000',
      ORDER_WATCHES_PER_SHOPPER: '3',
    };
    a = await startGateway(sim.url, env);
    b = await startGateway(sim.url, env);
    await gatewaysRedisUp([a.url, b.url]);
    link = new RedisLink(redis.url, pino({ level: 'silent' }));
    if (!link.available) await once(link.client, 'ready');
    onA = await signedIn(a.url, THANDI);
    onB = new GraphqlClient(b.url);
    onB.adoptCookies(onA);
    for (let i = 0; i < 4; i++) {
      const placed = await placeOrder(onA, sim.url, `cap-redis-${i}-${Date.now()}`);
      const read = await onA.request<{
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
    if (!stopped) await Promise.all([a?.close(), b?.close()]);
    await link?.close();
    await sim?.close();
    await redis?.close();
  });

  /** Waits until a gateway reports `count` pages waiting on its order watches. */
  async function waitingPages(gateway: RunningGateway, count: number): Promise<void> {
    await vi.waitFor(
      async () => {
        const text = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
        const line = text
          .split('\n')
          .find((row) => row.startsWith('gateway_order_watch_waiting_pages '));
        expect(Number(line?.split(' ')[1] ?? 0)).toBe(count);
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  const orderReads = async (id: string | undefined) => {
    const { requests } = (await (await fetch(`${sim.url}/sim/calls`)).json()) as {
      requests: Record<string, number>;
    };
    return requests[`GET /api/v1/orders/${id}`] ?? 0;
  };

  it("stops counting a dead replica's holds once they would have ended", async () => {
    // A replica that died holding three pages, its holds ending in a second (Redis's clock).
    const [seconds, micros] = await link.client.time();
    const ends = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) + 1_000;
    await link.client.zadd(THANDIS_SLOTS, ends, 'dead:1', ends, 'dead:2', ends, 'dead:3');
    await link.client.pexpire(THANDIS_SLOTS, 60_000);

    const refused = await onA.request<Watched>(UPDATE, { id: orders[0]?.id, seen: 'older' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'TOO_MANY_ORDER_WATCHES',
      limit: 3,
    });
    // Once their holds are over, the shopper may follow an order again.
    await vi.waitFor(
      async () => {
        const again = await onA.request<Watched>(UPDATE, { id: orders[0]?.id, seen: 'older' });
        expect(again.errors).toBeUndefined();
        expect(again.data?.viewer?.orderUpdate?.id).toBe(orders[0]?.id);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await link.client.zrange(THANDIS_SLOTS, '0', '-1')).toEqual([]);
  });

  it('refuses the fourth held update on either replica when three are held across both', async () => {
    const held = [
      onA.request<Watched>(UPDATE, { id: orders[0]?.id, seen: orders[0]?.revision }),
      onA.request<Watched>(UPDATE, { id: orders[1]?.id, seen: orders[1]?.revision }),
      onB.request<Watched>(UPDATE, { id: orders[2]?.id, seen: orders[2]?.revision }),
    ];
    await waitingPages(a, 2);
    await waitingPages(b, 1);
    expect(await link.client.zcard(THANDIS_SLOTS)).toBe(3);

    const fourth = orders[3];
    const readsBefore = await orderReads(fourth?.id);
    for (const client of [onB, onA]) {
      const refused = await client.request<Watched>(UPDATE, {
        id: fourth?.id,
        seen: fourth?.revision,
      });
      expect(refused.errors?.[0]?.extensions, client.gatewayUrl).toMatchObject({
        code: 'RATE_LIMITED',
        reason: 'TOO_MANY_ORDER_WATCHES',
        limit: 3,
      });
      expect(refused.data?.viewer?.orderUpdate ?? null).toBeNull();
    }
    expect(await orderReads(fourth?.id)).toBe(readsBefore);

    // One held page has its answer (its order moved on): the other replica lets one in again.
    const paid = await fetch(`${sim.url}/sim/orders/${orders[0]?.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_in_cents: orders[0]?.totalInCents }),
    });
    expect(paid.status).toBe(200);
    const first = await held[0];
    expect(first?.data?.viewer?.orderUpdate?.id, JSON.stringify(first)).toBe(orders[0]?.id);
    await vi.waitFor(async () => expect(await link.client.zcard(THANDIS_SLOTS)).toBe(2), {
      timeout: withinUsual(10_000),
      interval: 20,
    });
    const again = await onB.request<Watched>(UPDATE, { id: fourth?.id, seen: 'older' });
    expect(again.errors, JSON.stringify(again.errors)).toBeUndefined();
    expect(again.data?.viewer?.orderUpdate?.id).toBe(fourth?.id);

    // The gateways stopping answer the pages still held (and give their places back).
    stopped = true;
    await Promise.all([a.close(), b.close()]);
    await Promise.all(held);
    await vi.waitFor(async () => expect(await link.client.zcard(THANDIS_SLOTS)).toBe(0), {
      timeout: withinUsual(10_000),
      interval: 20,
    });
  });
});
