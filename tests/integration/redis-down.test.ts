/**
 * A gateway whose Redis dies keeps the shop open: public reads answer (from the legacy API and the
 * replica's own memory), /readyz says Redis is down but stays ready, the metrics show it, and money
 * mutations are refused with a typed, retryable error instead of risking a double order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewayRedisUp } from '../support/redis-ready';
import {
  REGISTER_ORDER,
  THANDI,
  MAIZE_MEAL_OFFER,
  firstTimeslot,
  signedIn,
} from '../support/shoppers';

const NEAR = '{ suppliersNear(lat: -33.8999547, lon: 18.5701029) { id name } }';

describe('a gateway whose Redis dies', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let gateway: RunningGateway;

  const calls = async () =>
    ((await (await fetch(`${sim.url}/sim/calls`)).json()) as { calls: Record<string, number> })
      .calls;

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
    gateway = await startGateway(sim.url, {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await sim?.close();
    await redis?.close();
  });

  it('reports Redis up while it answers', async () => {
    // The first request may come before the connection is ready: wait for it like a probe would.
    await gatewayRedisUp(gateway.url);
  });

  it('keeps serving, reports Redis down, and refuses orders with a retryable error', async () => {
    const shopper = await signedIn(gateway.url, THANDI);
    const timeslot = await firstTimeslot(sim.url);
    await redis.close();

    const reads = await Promise.all(
      Array.from({ length: 5 }, () =>
        new GraphqlClient(gateway.url).request<{ suppliersNear: unknown[] }>(NEAR),
      ),
    );
    for (const read of reads) {
      expect(read.errors).toBeUndefined();
      expect(read.data?.suppliersNear.length).toBeGreaterThan(0);
    }

    await fetch(`${sim.url}/sim/calls`, { method: 'DELETE' });
    const order = await shopper.request(REGISTER_ORDER, {
      input: {
        idempotencyKey: `redis-down-${Date.now()}`,
        supplierId: '101',
        items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 1 }],
        paymentProvider: 'CASH',
        dispatch: 'COLLECT',
        timeslot,
      },
    });
    expect(order.errors?.[0]?.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryable: true,
    });
    expect((await calls())['POST /api/v1/orders/register']).toBeUndefined();

    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'degraded',
      checks: { legacyApi: 'up', redis: 'down' },
    });
    const metrics = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
    expect(metrics).toContain('gateway_redis_up 0');
    expect(metrics).toMatch(/gateway_redis_fallbacks_total\{use="idempotency"\} [1-9]/);
  });
});
