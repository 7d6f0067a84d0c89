/**
 * The public-response cache behind the REST client layer: anonymous GETs of the catalogue and
 * configuration, keyed by full URL. An entry is fresh for the TTL, then kept for the stale window
 * so it can be served while the legacy API fails (stale-while-error). User-scoped calls (with a
 * bearer token) never reach it.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  value: unknown;
  /** Epoch ms until which the entry is served without asking upstream. */
  freshUntil: number;
}

export interface ResponseCache {
  get(key: string): Promise<CachedResponse | undefined>;
  /** Stores the entry for `keepMs` (TTL plus stale window). */
  set(key: string, entry: CachedResponse, keepMs: number): Promise<void>;
}

/** One replica's cache: a bounded LRU. */
export class MemoryResponseCache implements ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries, ttlAutopurge: false });
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, entry: CachedResponse, keepMs: number): Promise<void> {
    this.entries.set(key, entry, { ttl: keepMs });
  }
}

/** Shared by every replica: JSON values in Redis with a PX expiry. */
export class RedisResponseCache implements ResponseCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'sf:cache:',
  ) {}

  private redisKey(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    const raw = await this.redis.get(this.redisKey(key));
    return raw === null ? undefined : (JSON.parse(raw) as CachedResponse);
  }

  async set(key: string, entry: CachedResponse, keepMs: number): Promise<void> {
    await this.redis.set(this.redisKey(key), JSON.stringify(entry), 'PX', Math.max(1, keepMs));
  }
}
