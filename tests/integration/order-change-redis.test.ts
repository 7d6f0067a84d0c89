/**
 * Two gateways sharing one Redis (two replicas) make an order edit once per idempotency key: a
 * retry on the other replica after a lost answer, and two requests with one key on both replicas
 * at once, add the line once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { gatewaysRedisUp } from '../support/redis-ready';
import { startRedis, type RunningRedis } from '../support/redis';
import { OLIVE_OIL_OFFER, THANDI, placeOrder, signedIn } from '../support/shoppers';

const key = () => `redis-edit-${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface ModifyAnswer {
  modifyOrder: {
    order: { totalInCents: number; items: Array<{ offerId: string }> } | null;
    errors: unknown[];
  };
}

describe('order edits across replicas sharing Redis', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let a: RunningGateway;
  let b: RunningGateway;
  let onA: GraphqlClient;
  let onB: GraphqlClient;

  const modifyCalls = async () =>
    (
      (await (await fetch(`${sim.url}/sim/calls`)).json()) as {
        calls: Record<string, number | undefined>;
      }
    ).calls['POST /api/v1/orders/{id}/modify'] ?? 0;

  const addOliveOil = (
    client: GraphqlClient,
    order: { id: string; revision: string },
    idempotencyKey: string,
  ) =>
    client.request<ModifyAnswer>(
      `mutation ($input: OrderModificationsInput!) { modifyOrder(input: $input) {
        order { totalInCents items { offerId } } errors { __typename message } } }`,
      {
        input: {
          orderId: order.id,
          idempotencyKey,
          revision: order.revision,
          modifications: [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity: 1 } }],
        },
      },
    );

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
    const env = {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    };
    a = await startGateway(sim.url, env);
    b = await startGateway(sim.url, env);
    // A gateway answers before its Redis link is ready (a key claimed before then is its own).
    await gatewaysRedisUp([a.url, b.url]);
    onA = await signedIn(a.url, THANDI);
    onB = new GraphqlClient(b.url);
    onB.adoptCookies(onA);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sim?.close();
    await redis?.close();
  });

  it('adds the line once when the retry after a lost answer lands on the other replica', async () => {
    const order = await placeOrder(onA, sim.url, key());
    const edit = key();
    await fetch(`${sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/v1/orders/{id}/modify', malformed: true, times: 1 },
      ]),
    });
    const lost = await addOliveOil(onA, order, edit);
    expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const retried = await addOliveOil(onB, order, edit);
    expect(retried.data?.modifyOrder.errors).toEqual([]);
    const olive = retried.data?.modifyOrder.order?.items.filter(
      (item) => item.offerId === OLIVE_OIL_OFFER,
    );
    expect(olive).toHaveLength(1);
    // And again on the first replica: the first result, nothing sent upstream.
    const calls = await modifyCalls();
    const again = await addOliveOil(onA, order, edit);
    expect(again.data?.modifyOrder).toEqual(retried.data?.modifyOrder);
    expect(await modifyCalls()).toBe(calls);
  });

  it('makes one edit for one key sent to both replicas at once', async () => {
    const order = await placeOrder(onA, sim.url, key());
    const edit = key();
    const calls = await modifyCalls();
    const [first, second] = await Promise.all([
      addOliveOil(onA, order, edit),
      addOliveOil(onB, order, edit),
    ]);
    expect(first.data?.modifyOrder.errors).toEqual([]);
    expect(second.data?.modifyOrder).toEqual(first.data?.modifyOrder);
    expect(await modifyCalls()).toBe(calls + 1);
  });
});
