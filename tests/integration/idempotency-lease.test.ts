/**
 * The shared idempotency store against a real Redis: a replica that dies while it holds a key
 * does not block a retry for long, and a repeat never waits past its own request deadline.
 */
import { once } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisIdempotencyStore, RedisLink } from '@shopfront/gateway';
import { startRedis, type RunningRedis } from '../support/redis';

const log = pino({ level: 'silent' });
const never = () => new Promise<never>(() => undefined);

/** A link once its client has connected (ioredis says so with `ready`). */
async function readyLink(url: string): Promise<RedisLink> {
  const link = new RedisLink(url, log);
  if (!link.available) await once(link.client, 'ready');
  return link;
}

/** Waits until some replica holds an idempotency key in Redis (its `SET NX` has landed). */
async function heldInRedis(link: RedisLink, before: string[]): Promise<void> {
  await vi.waitFor(
    async () => {
      const keys = await link.client.keys('sf:idem:*');
      expect(keys.filter((key) => !before.includes(key))).toHaveLength(1);
    },
    { timeout: 5_000, interval: 10 },
  );
}

describe('idempotency leases in Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.close();
  });

  it('lets a retry take over the key of a replica that died mid-order', async () => {
    const dying = await readyLink(redis.url);
    const survivor = await readyLink(redis.url);
    const key = `lease-${Date.now()}`;
    const before = await survivor.client.keys('sf:idem:*');
    void new RedisIdempotencyStore(dying, { leaseMs: 300 })
      .once('order:1', key, never)
      .catch(() => undefined);
    await heldInRedis(survivor, before);
    dying.client.disconnect(); // the replica is gone: nobody renews its lease

    const retry = await new RedisIdempotencyStore(survivor, { leaseMs: 300 }).once(
      'order:1',
      key,
      async () => ({ orderId: 42 }),
      { deadlineAt: Date.now() + 10_000 },
    );
    expect(retry).toEqual({ orderId: 42 });
    await survivor.close();
  });

  it('gives a repeat a retryable CONFLICT before its request deadline while the key is held', async () => {
    const owner = await readyLink(redis.url);
    const other = await readyLink(redis.url);
    const key = `held-${Date.now()}`;
    const before = await other.client.keys('sf:idem:*');
    void new RedisIdempotencyStore(owner).once('order:1', key, never).catch(() => undefined);
    await heldInRedis(other, before);

    const repeat = new RedisIdempotencyStore(other).once('order:1', key, async () => 'second run', {
      deadlineAt: Date.now() + 1_000,
    });
    await expect(repeat).rejects.toMatchObject({
      extensions: { code: 'CONFLICT', retryable: true },
    });
    owner.client.disconnect();
    await other.close();
  });

  it('replays another replica’s result by its key, waits for one still running, runs nothing', async () => {
    const first = await readyLink(redis.url);
    const other = await readyLink(redis.url);
    const [placing, elsewhere] = [
      new RedisIdempotencyStore(first),
      new RedisIdempotencyStore(other),
    ];
    const key = `replay-${Date.now()}`;
    expect(await elsewhere.replay('order:1', key)).toBeUndefined();

    const before = await other.client.keys('sf:idem:*');
    let finish = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const running = placing.once('order:1', key, async () => {
      await gate;
      return { orderId: 43 };
    });
    await heldInRedis(other, before);
    const waiting = elsewhere.replay('order:1', key, { deadlineAt: Date.now() + 10_000 });
    finish();
    expect(await running).toEqual({ orderId: 43 });
    expect(await waiting).toEqual({ orderId: 43 });
    expect(await elsewhere.replay('order:1', key)).toEqual({ orderId: 43 });
    expect(await elsewhere.replay('order:2', key)).toBeUndefined();

    const failed = `replay-failed-${Date.now()}`;
    await expect(
      placing.once('order:1', failed, () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await elsewhere.replay('order:1', failed)).toBeUndefined();
    await first.close();
    await other.close();
  });
});
