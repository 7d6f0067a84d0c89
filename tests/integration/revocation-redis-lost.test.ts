/**
 * A sign-out survives Redis losing its data: when a replica finds the revocation epoch gone from
 * Redis (restarted without its data, or emptied), sessions issued before that are no longer
 * trusted and the shopper signs in again. Two gateways share a real redis-server that is stopped
 * and started again empty on the same port between the sign-out and the replay on the other one.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewaysRedisUp } from '../support/redis-ready';
import { THANDI, signedIn } from '../support/shoppers';

const MY_ORDERS = '{ viewer { id orders { nextPage } } }';
type MyOrders = { viewer: { id: string } | null };

/** A copy of a signed-in browser's cookies, replayed as they were (never told to drop them). */
function replayOn(url: string, stolen: GraphqlClient): GraphqlClient {
  const replay = new GraphqlClient(url);
  replay.adoptCookies(stolen);
  return replay;
}

/** FLUSHALL, as an operator's mistake or a lost volume would do. */
function flushAll(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('FLUSHALL\r\n'));
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

describe('a sign-out when Redis loses its data', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let one: RunningGateway;
  let two: RunningGateway;

  const bothConnected = () => gatewaysRedisUp([one.url, two.url], 15_000);

  beforeAll(async () => {
    redis = await startRedis();
    sim = await startSimulator({ port: 0 });
    const env = {
      REDIS_URL: redis.url,
      SESSION_SECRET: 'a shared secret of at least thirty-two characters',
    };
    one = await startGateway(sim.url, env);
    two = await startGateway(sim.url, env);
    await bothConnected();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await sim?.close();
    await redis?.close();
  });

  it('does not bring a signed-out cookie back on the other replica after a restart', async () => {
    const onOne = await signedIn(one.url, THANDI);
    const stolen = replayOn(one.url, onOne);
    expect((await replayOn(two.url, stolen).request<MyOrders>(MY_ORDERS)).data).toMatchObject({
      viewer: { id: THANDI.id },
    });

    const out = await onOne.request<{ signOut: { signedOut: boolean } }>(
      'mutation { signOut { signedOut } }',
    );
    expect(out.data?.signOut.signedOut).toBe(true);
    expect((await replayOn(two.url, stolen).request<MyOrders>(MY_ORDERS)).data?.viewer).toBeNull();

    // Redis restarts without its data (no persistence), on the same port.
    const { port } = redis;
    await redis.close();
    redis = await startRedis({ port });
    await bothConnected();

    for (const url of [two.url, one.url]) {
      const replayed = await replayOn(url, stolen).request<MyOrders>(MY_ORDERS);
      expect(replayed.errors).toBeUndefined();
      expect(replayed.data?.viewer).toBeNull();
    }
    // A shopper signing in after the loss is trusted everywhere.
    const again = await signedIn(two.url, THANDI);
    expect((await replayOn(one.url, again).request<MyOrders>(MY_ORDERS)).data).toMatchObject({
      viewer: { id: THANDI.id },
    });
  });

  it('does not bring it back after Redis was emptied either', async () => {
    const onOne = await signedIn(one.url, THANDI);
    const stolen = replayOn(one.url, onOne);
    await onOne.request('mutation { signOut { signedOut } }');
    expect((await replayOn(two.url, stolen).request<MyOrders>(MY_ORDERS)).data?.viewer).toBeNull();

    await flushAll(redis.port);
    expect((await replayOn(two.url, stolen).request<MyOrders>(MY_ORDERS)).data?.viewer).toBeNull();
    const again = await signedIn(one.url, THANDI);
    expect((await replayOn(two.url, again).request<MyOrders>(MY_ORDERS)).data).toMatchObject({
      viewer: { id: THANDI.id },
    });
  });
});
