/**
 * Where baskets are kept: in Redis when the gateway has it (every replica sees the same basket,
 * and a restart loses none), else in a file of this gateway's (file-store.ts, when
 * BASKET_STORE_FILE names one: a restart loses none) or in this process's memory, bounded. Keys
 * are the gateway's own: `v:<id>` for a visitor (the id sealed in their basket cookie),
 * `s:<userId>` for a shopper.
 */
import { LRUCache } from 'lru-cache';
import { RedisUnavailableError, type RedisLink } from '../cache/redis.js';
import type { StoredBasket } from './types.js';

export interface BasketStore {
  get(key: string): Promise<StoredBasket | null>;
  /** Keeps the basket for the store's time to live from now (each write starts it again). */
  set(key: string, basket: StoredBasket): Promise<void>;
  delete(key: string): Promise<void>;
  /** Lets go of what the store holds open (a file), when the gateway stops. */
  close?(): void;
}

export interface BasketStoreOptions {
  ttlMs: number;
  /** Memory and file: the most baskets kept (the least recently used go first). */
  maxBaskets?: number;
}

/**
 * The most bytes of baskets (JSON) kept without Redis: a line is about 1.4 KB (its offer as
 * read), a full basket about 150 KB, so room for 25 KB a basket on average (at least two full
 * ones), at most 256 MB.
 */
export const basketBytesLimit = (maxBaskets: number) =>
  Math.min(256 * 1024 * 1024, Math.max(maxBaskets * 25_000, 400_000));

/** Baskets in this process: bounded by count and by size, each for the time to live. */
export class MemoryBasketStore implements BasketStore {
  private readonly baskets: LRUCache<string, string>;

  constructor({ ttlMs, maxBaskets = 10_000 }: BasketStoreOptions) {
    this.baskets = new LRUCache<string, string>({
      max: maxBaskets,
      ttl: ttlMs,
      maxSize: basketBytesLimit(maxBaskets),
      sizeCalculation: (json) => Math.max(1, json.length),
    });
  }

  async get(key: string): Promise<StoredBasket | null> {
    const json = this.baskets.get(key);
    return json === undefined ? null : (JSON.parse(json) as StoredBasket);
  }

  async set(key: string, basket: StoredBasket): Promise<void> {
    this.baskets.set(key, JSON.stringify(basket));
  }

  async delete(key: string): Promise<void> {
    this.baskets.delete(key);
  }
}

const redisKey = (key: string) => `sf:basket:${key}`;

/**
 * Baskets in Redis, shared by every replica, each key expiring its time to live after its last
 * write. While Redis is unavailable a replica keeps going on its own memory (writes made then
 * are in that replica only, and written to Redis with the basket's next change).
 */
export class RedisBasketStore implements BasketStore {
  private readonly memory: MemoryBasketStore;

  constructor(
    private readonly redis: RedisLink,
    private readonly options: BasketStoreOptions,
  ) {
    this.memory = new MemoryBasketStore(options);
  }

  async get(key: string): Promise<StoredBasket | null> {
    try {
      const json = await this.redis.run('basket', (client) => client.get(redisKey(key)));
      return json === null ? null : (JSON.parse(json) as StoredBasket);
    } catch (error) {
      if (error instanceof RedisUnavailableError) return this.memory.get(key);
      throw error;
    }
  }

  async set(key: string, basket: StoredBasket): Promise<void> {
    await this.memory.set(key, basket);
    try {
      await this.redis.run('basket', (client) =>
        client.set(redisKey(key), JSON.stringify(basket), 'PX', this.options.ttlMs),
      );
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.memory.delete(key);
    try {
      await this.redis.run('basket', (client) => client.del(redisKey(key)));
    } catch (error) {
      if (!(error instanceof RedisUnavailableError)) throw error;
    }
  }
}
