/**
 * The shopper's wallet credit is shown as it is after an order moved it: placing an order paid
 * partly with credit, and cancelling it (the credit comes back), drop the gateway's account
 * snapshot, so the next read in the same session is the new figure, on this replica and, with a
 * shared Redis, on every other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewayRedisUp } from '../support/redis-ready';
import { MAIZE_MEAL_OFFER, THANDI, firstTimeslot, signedIn } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

/** Thandi's seeded wallet credit. */
const SEEDED_CREDIT = 5_000;

const CREDIT = '{ viewer { account { creditInCents } } }';
/** The legacy API's only account read (an empty update). */
const ACCOUNT_READ = 'PATCH /api/v1/account/{scope}/{id}/update';

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order { id creditInCents totalInCents }
    errors { __typename message }
  }
}`;

const CANCEL_ORDER = `mutation ($id: ID!, $key: String!) {
  cancelOrder(input: { orderId: $id, idempotencyKey: $key }) { order { id status } errors { message } }
}`;

async function credit(client: GraphqlClient): Promise<number | undefined> {
  const result = await client.request<{ viewer: { account: { creditInCents: number } } }>(CREDIT);
  expect(result.errors).toBeUndefined();
  return result.data?.viewer.account.creditInCents;
}

/** Two maize meal (R89.98) for collection, cash for what the credit leaves: all the credit. */
async function placeWithCredit(client: GraphqlClient, simUrl: string): Promise<string> {
  const result = await client.request<{
    placeOrder: {
      order: { id: string; creditInCents: number; totalInCents: number } | null;
      errors: unknown[];
    };
  }>(PLACE_ORDER, {
    input: {
      idempotencyKey: `credit-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2 }],
      paymentProvider: 'CASH',
      dispatch: 'COLLECT',
      timeslot: await firstTimeslot(simUrl),
    },
  });
  expect(result.errors).toBeUndefined();
  expect(result.data?.placeOrder.errors).toEqual([]);
  expect(result.data?.placeOrder.order).toMatchObject({
    creditInCents: SEEDED_CREDIT,
    totalInCents: 8998,
  });
  return result.data!.placeOrder.order!.id;
}

async function cancel(client: GraphqlClient, orderId: string): Promise<void> {
  const result = await client.request<{
    cancelOrder: { order: { status: string } | null; errors: unknown[] };
  }>(CANCEL_ORDER, { id: orderId, key: crypto.randomUUID() });
  expect(result.errors).toBeUndefined();
  expect(result.data?.cancelOrder.errors).toEqual([]);
  expect(result.data?.cancelOrder.order?.status).toBe('CANCELLED');
}

describe('wallet credit after an order moves it', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('shows the spent credit after placeOrder and the refunded credit after cancelOrder', async () => {
    const thandi = await signedIn(stack.gatewayUrl, THANDI);
    expect(await credit(thandi)).toBe(SEEDED_CREDIT);

    const orderId = await placeWithCredit(thandi, stack.sim.url);
    expect(await credit(thandi)).toBe(0);

    await cancel(thandi, orderId);
    expect(await credit(thandi)).toBe(SEEDED_CREDIT);
  });
});

/** Waits for the gateway's Redis connection, so the snapshot really is shared. */
async function redisUp(gateway: RunningGateway): Promise<void> {
  await gatewayRedisUp(gateway.url);
}

describe('wallet credit after an order, two gateways sharing Redis', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let a: RunningGateway;
  let b: RunningGateway;

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
    const env = {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    };
    a = await startGateway(sim.url, env);
    b = await startGateway(sim.url, env);
    await redisUp(a);
    await redisUp(b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sim?.close();
    await redis?.close();
  });

  it('drops the shared snapshot, so the other replica shows the new credit too', async () => {
    const onA = await signedIn(a.url, THANDI);
    const onB = new GraphqlClient(b.url);
    onB.adoptCookies(onA);
    // B answers from the snapshot A's sign in left in Redis, without reading the account.
    await fetch(`${sim.url}/sim/calls`, { method: 'DELETE' });
    expect(await credit(onB)).toBe(SEEDED_CREDIT);
    const { calls } = (await (await fetch(`${sim.url}/sim/calls`)).json()) as {
      calls: Record<string, number>;
    };
    expect(calls[ACCOUNT_READ]).toBeUndefined();

    const orderId = await placeWithCredit(onA, sim.url);
    expect(await credit(onB)).toBe(0);

    await cancel(onA, orderId);
    expect(await credit(onB)).toBe(SEEDED_CREDIT);
  });
});
