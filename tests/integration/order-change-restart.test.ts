/**
 * An order edit whose answer was lost is made once when its retry (same key) comes after the
 * gateway forgot the key: a gateway without Redis restarted (its process killed and started
 * again; run `npx tsc -b` first when running this alone), or its Redis restarted without its data. The edit carries the order's revision it was made for, and
 * the gateway changes nothing once the order moved past it (`OrderChangedError`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import type { GraphqlClient } from '../support/gateway';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewayRedisUp } from '../support/redis-ready';
import { OLIVE_OIL_OFFER, THANDI, placeOrder, signedIn } from '../support/shoppers';

const key = () => `restart-edit-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const SECRET = { SESSION_SECRET: 'a shared secret of at least thirty-two characters' };

interface OrderAnswer {
  order: { totalInCents: number; revision: string; items: Array<{ offerId: string }> } | null;
  errors: Array<{ __typename: string; message: string }>;
}

// Each test starts gateway processes (about 10 s each on a busy machine).
describe('an order edit retried after the gateway forgot its key', { timeout: 180_000 }, () => {
  let sim: RunningSimulator;
  let gateway: GatewayProcess | undefined;
  let redis: RunningRedis | undefined;

  beforeAll(async () => {
    sim = await startSimulator({ port: 0 });
  });
  afterAll(async () => {
    await gateway?.stop();
    await redis?.close();
    await sim?.close();
  });

  const loseNextModifyAnswer = () =>
    fetch(`${sim.url}/sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { route: 'POST /api/v1/orders/{id}/modify', malformed: true, times: 1 },
      ]),
    });

  const addOliveOil = (
    client: GraphqlClient,
    orderId: string,
    idempotencyKey: string,
    revision: string,
    mutation: 'modifyOrder' | 'saveOrderChanges' = 'modifyOrder',
  ) =>
    client.request<Record<string, OrderAnswer>>(
      `mutation ($input: OrderModificationsInput!) { ${mutation}(input: $input) {
        order { totalInCents revision items { offerId } } errors { __typename message } } }`,
      {
        input: {
          orderId,
          idempotencyKey,
          revision,
          modifications: [{ action: 'ADD', item: { offerId: OLIVE_OIL_OFFER, quantity: 1 } }],
        },
      },
    );

  const totalOf = async (client: GraphqlClient, id: string) =>
    (
      await client.request<{ viewer: { order: { totalInCents: number; revision: string } } }>(
        `query ($id: ID!) { viewer { order(id: $id) { totalInCents revision } } }`,
        { id },
      )
    ).data!.viewer.order;

  /** Places an order, loses the answer of an edit to it, then `forget()`s, then retries. */
  async function editAcross(
    forget: () => Promise<string>,
    mutation: 'modifyOrder' | 'saveOrderChanges',
  ) {
    let client = await signedIn(gateway!.url, THANDI);
    const order = await placeOrder(client, sim.url, key());
    const before = await totalOf(client, order.id);
    const edit = key();
    await loseNextModifyAnswer();
    const lost = await addOliveOil(client, order.id, edit, before.revision, mutation);
    expect(lost.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    const changed = await totalOf(client, order.id);
    expect(changed.totalInCents).toBeGreaterThan(before.totalInCents);

    const url = await forget();
    // Signed in again: a Redis that lost its data takes every session issued before with it
    // (revocations.ts, the revocation epoch).
    client = await signedIn(url, THANDI);
    const retried = await addOliveOil(client, order.id, edit, before.revision, mutation);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.[mutation]).toMatchObject({
      order: null,
      errors: [{ __typename: 'OrderChangedError' }],
    });
    // Changed once: the total is the one after the first (lost) attempt.
    expect((await totalOf(client, order.id)).totalInCents).toBe(changed.totalInCents);
    // A new edit for the order as it is now goes through.
    const next = await addOliveOil(client, order.id, key(), changed.revision, mutation);
    expect(next.data?.[mutation]?.errors).toEqual([]);
    expect(next.data?.[mutation]?.order?.totalInCents).toBe(
      2 * changed.totalInCents - before.totalInCents,
    );
  }

  it('changes the order once when a gateway without Redis restarted before the retry', async () => {
    const env = { ...SECRET, LEGACY_API_URL: sim.url };
    gateway = await startGatewayProcess(env);
    await editAcross(async () => {
      await gateway!.stop();
      gateway = await startGatewayProcess(env);
      return gateway.url;
    }, 'modifyOrder');
    await gateway.stop();
    gateway = undefined;
  });

  it('saves once when the shared Redis restarted without its data before the retry', async () => {
    redis = await startRedis();
    gateway = await startGatewayProcess({
      ...SECRET,
      LEGACY_API_URL: sim.url,
      REDIS_URL: redis.url,
    });
    // Its first order is placed once its Redis link is up (idempotency keys live there): before
    // that the gateway answers "cannot take this request right now", as it did in CI at 4e178525.
    await gatewayRedisUp(gateway.url, 15_000);
    await editAcross(async () => {
      const { port } = redis!;
      await redis!.close();
      redis = await startRedis({ port });
      // The gateway reconnects by itself; its next calls reach the empty Redis.
      await gatewayRedisUp(gateway!.url, 15_000);
      return gateway!.url;
    }, 'saveOrderChanges');
  });
});
