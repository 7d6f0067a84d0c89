/**
 * The basket store this gateway uses: Redis when it has it (shared by every replica), else the
 * file BASKET_STORE_FILE names (kept across restarts of this gateway), else its memory.
 */
import type { RedisLink } from '../cache/redis.js';
import { FileBasketStore } from './file-store.js';
import { MemoryBasketStore, RedisBasketStore, type BasketStore } from './store.js';

export interface BasketStoreSettings {
  ttlSeconds: number;
  /** The most baskets kept without Redis (in memory or in the file). */
  memoryMax: number;
  /** The file (SQLite) kept across restarts, or null: memory. Unused with Redis. */
  storeFile: string | null;
}

export function openBasketStore(
  { ttlSeconds, memoryMax, storeFile }: BasketStoreSettings,
  redisLink: RedisLink | null,
): BasketStore {
  const options = { ttlMs: ttlSeconds * 1000, maxBaskets: memoryMax };
  if (redisLink) return new RedisBasketStore(redisLink, options);
  if (storeFile) return new FileBasketStore(storeFile, options);
  return new MemoryBasketStore(options);
}
