/**
 * The public-response cache behind the REST client layer: anonymous GETs of the catalogue and
 * configuration, keyed by full URL. An entry is fresh for the TTL, then kept for the stale window
 * so it can be served while the legacy API fails (stale-while-error). User-scoped calls (with a
 * bearer token) never reach it.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis.js';

export interface CachedResponse {
  value: unknown;
  /** Epoch ms until which the entry is served without asking upstream. */
  freshUntil: number;
}

export interface ResponseCache {
  get(key: string): Promise<CachedResponse | undefined>;
  /** Stores the entry for `keepMs` (TTL plus stale window). */
  set(key: string, entry: CachedResponse, keepMs: number): Promise<void>;
  /** Forgets every entry (the embedded simulator's reset, LegacyAnswerCaches). */
  clear(): Promise<void>;
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

  async clear(): Promise<void> {
    this.entries.clear();
  }
}

/**
 * Shared by every replica: JSON values in Redis with a PX expiry. While Redis is down (or its
 * breaker open) the replica's own memory cache answers and is filled instead, so the catalogue
 * keeps its cache and its stale-while-error answers without waiting on Redis.
 */
export class RedisResponseCache implements ResponseCache {
  constructor(
    private readonly link: RedisLink,
    private readonly fallback: ResponseCache,
    private readonly prefix = 'sf:cache:',
  ) {}

  private redisKey(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }

  async get(key: string): Promise<CachedResponse | undefined> {
    let raw: string | null;
    try {
      raw = await this.link.run('cache', (redis) => redis.get(this.redisKey(key)));
    } catch {
      return this.fallback.get(key);
    }
    return raw === null ? this.fallback.get(key) : (JSON.parse(raw) as CachedResponse);
  }

  async set(key: string, entry: CachedResponse, keepMs: number): Promise<void> {
    // The local copy answers (fresh or stale) if Redis goes away later.
    await this.fallback.set(key, entry, keepMs);
    await this.link
      .run('cache', (redis) =>
        redis.set(this.redisKey(key), JSON.stringify(entry), 'PX', Math.max(1, keepMs)),
      )
      .catch(() => undefined);
  }

  /**
   * Deletes this cache's keys in Redis (a page of SCAN at a time) and the local copy. With Redis
   * away, only the local copy: its entries there expire as they would have.
   */
  async clear(): Promise<void> {
    await this.fallback.clear();
    await this.link
      .run('cache', async (redis) => {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      })
      .catch(() => undefined);
  }
}
