import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisLink } from '../cache/redis.js';
import { MemoryBasketStore, RedisBasketStore } from './store.js';
import type { StoredBasket } from './types.js';

const basket = (id: string): StoredBasket => ({ id, cartId: null, lines: [], updatedAt: 1 });
const quiet = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

describe('baskets in memory', () => {
  it('keeps at most the configured number, the least recently used going first', async () => {
    const store = new MemoryBasketStore({ ttlMs: 60_000, maxBaskets: 2 });
    await store.set('v:a', basket('a'));
    await store.set('v:b', basket('b'));
    await store.get('v:a');
    await store.set('v:c', basket('c'));
    expect(await store.get('v:a')).toEqual(basket('a'));
    expect(await store.get('v:b')).toBeNull();
    expect(await store.get('v:c')).toEqual(basket('c'));
  });

  it('forgets a basket its time to live after its last write', async () => {
    const store = new MemoryBasketStore({ ttlMs: 1, maxBaskets: 10 });
    await store.set('v:a', basket('a'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.get('v:a')).toBeNull();
  });
});

describe('baskets in Redis while Redis is away', () => {
  let link: RedisLink | undefined;
  afterEach(async () => {
    await link?.close();
  });

  it('keeps going on this replica’s memory', async () => {
    // Nothing listens on port 1: every command fails at once.
    link = new RedisLink('redis://127.0.0.1:1', quiet, { connectTimeoutMs: 50 });
    const store = new RedisBasketStore(link, { ttlMs: 60_000, maxBaskets: 10 });
    await store.set('v:a', basket('a'));
    expect(await store.get('v:a')).toEqual(basket('a'));
    await store.delete('v:a');
    expect(await store.get('v:a')).toBeNull();
  });
});
