/**
 * A sign-out made while the shared Redis is down is not lost: the replica that signed the shopper
 * out keeps it and writes it to Redis when Redis returns, so every other replica refuses the
 * cookie from then on.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '@shopfront/legacy-sim';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startRedis, type RunningRedis } from '../support/redis';
import { gatewaysRedisUp } from '../support/redis-ready';
import { THANDI, signedIn } from '../support/shoppers';

const MY_ORDERS = '{ viewer { id orders { nextPage } } }';
const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { viewer { id } }
}`;
const CHANGE_PASSWORD = `mutation ($input: UpdateProfileInput!) {
  updateProfile(input: $input) { account { id } errors { message } }
}`;

/** A fresh shopper of the simulator, so no other test's password changes. */
async function newShopper(gatewayUrl: string) {
  const login = `07${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const password = 'first-pass1';
  await new GraphqlClient(gatewayUrl).request(SIGN_UP, {
    input: { login, password, firstName: 'Sipho', lastName: 'Dube', acceptTerms: true },
  });
  return { login, password };
}

describe('a revocation made while Redis is down', () => {
  let redis: RunningRedis;
  let sim: RunningSimulator;
  let one: RunningGateway;
  let two: RunningGateway;

  const bothConnected = () => gatewaysRedisUp([one.url, two.url], 10_000);

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

  it('reaches the other replica once Redis returns: the old cookie reads no orders there', async () => {
    const onOne = await signedIn(one.url, THANDI);
    const onTwo = new GraphqlClient(two.url);
    onTwo.adoptCookies(onOne);
    expect((await onTwo.request(MY_ORDERS)).errors).toBeUndefined();

    await redis.close();
    const out = await onOne.request<{ signOut: { signedOut: boolean } }>(
      'mutation { signOut { signedOut } }',
    );
    expect(out.data?.signOut.signedOut).toBe(true);

    redis = await startRedis({ port: redis.port });
    await bothConnected();

    await vi.waitFor(
      async () => {
        const replay = await onTwo.request<{ viewer: { orders: unknown[] } | null }>(MY_ORDERS);
        expect(replay.data?.viewer ?? null).toBeNull();
      },
      { timeout: 5_000, interval: 100 },
    );
  });

  it('a password change signs the other sessions out on every replica once Redis returns', async () => {
    const shopper = await newShopper(one.url);
    const here = await signedIn(one.url, shopper);
    const elsewhere = await signedIn(two.url, shopper);
    expect((await elsewhere.request(MY_ORDERS)).errors).toBeUndefined();

    await redis.close();
    const changed = await here.request<{ updateProfile: { errors: unknown[] } }>(CHANGE_PASSWORD, {
      input: { password: 'second-pass2', currentPassword: shopper.password },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateProfile.errors).toEqual([]);

    redis = await startRedis({ port: redis.port });
    await bothConnected();

    await vi.waitFor(
      async () => {
        const replay = await elsewhere.request<{ viewer: { orders: unknown[] } | null }>(MY_ORDERS);
        expect(replay.data?.viewer ?? null).toBeNull();
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
