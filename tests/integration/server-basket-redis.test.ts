/**
 * A visitor's basket lives in Redis when the gateway has it: another replica sees it, and a
 * restarted gateway loses none of it (the cookie holds only the sealed id). A real redis-server;
 * the gateways share it and the session secret, as replicas do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewayRedisUp } from '../support/redis-ready';

const LINES = '{ basket { lines { quantity agreedPriceInCents offer { id } } } }';
type Lines = {
  basket: { lines: Array<{ quantity: number; agreedPriceInCents: number; offer: { id: string } }> };
};

describe('a visitor’s basket in Redis', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  const env = {
    SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    // Pages are not what this is about: no server build of the web needed.
    SSR: 'false',
  };

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
  });
  afterAll(async () => {
    await sim?.close();
    await redis?.close();
  });

  const start = async (): Promise<RunningGateway> => {
    const gateway = await startGateway(sim.url, { ...env, REDIS_URL: redis.url });
    await gatewayRedisUp(gateway.url, 15_000);
    return gateway;
  };

  it('survives a restart of the gateway and is seen by another replica', async () => {
    const first = await start();
    const visitor = new GraphqlClient(first.url);
    let added;
    try {
      added = await visitor.request<{ setBasketLines: { errors: unknown[] } }>(
        `mutation ($input: SetBasketLinesInput!) { setBasketLines(input: $input) { errors { __typename } } }`,
        {
          input: {
            lines: [
              {
                offerId: '100001',
                sellableId: '1001',
                supplierId: '101',
                quantity: 3,
                seenPriceInCents: 4499,
              },
            ],
          },
        },
      );
    } finally {
      await first.close();
    }
    expect(added.data?.setBasketLines.errors).toEqual([]);

    const restarted = await start();
    const replica = await start();
    try {
      for (const gateway of [restarted, replica]) {
        const again = new GraphqlClient(gateway.url);
        again.adoptCookies(visitor);
        const read = await again.request<Lines>(LINES);
        expect(read.errors).toBeUndefined();
        expect(read.data?.basket.lines).toEqual([
          { quantity: 3, agreedPriceInCents: 4499, offer: { id: '100001' } },
        ]);
      }
    } finally {
      await restarted.close();
      await replica.close();
    }
  });

  it('is lost by a gateway without Redis or a basket file when it restarts (memory only), and says nothing wrong', async () => {
    const memory = await startGateway(sim.url, env);
    const visitor = new GraphqlClient(memory.url);
    try {
      await visitor.request(
        `mutation { setBasketLines(input: { lines: [{ offerId: "100001", sellableId: "1001", supplierId: "101", quantity: 1 }] }) { errors { __typename } } }`,
      );
      expect((await visitor.request<Lines>(LINES)).data?.basket.lines).toHaveLength(1);
    } finally {
      await memory.close();
    }
    const restarted = await startGateway(sim.url, env);
    try {
      const again = new GraphqlClient(restarted.url);
      again.adoptCookies(visitor);
      const read = await again.request<Lines>(LINES);
      expect(read.errors).toBeUndefined();
      expect(read.data?.basket.lines).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
