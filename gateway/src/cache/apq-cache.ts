/**
 * Apollo's key-value cache interface over Redis, for automatic persisted queries shared by every
 * replica (a hash registered on one replica is known to all).
 */
import type { RedisLink } from './redis.js';

export interface KeyValueCacheLike {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, options?: { ttl?: number | null }): Promise<void>;
  delete(key: string): Promise<boolean | void>;
}

export class RedisKeyValueCache implements KeyValueCacheLike {
  constructor(
    private readonly link: RedisLink,
    private readonly prefix = 'sf:apq:',
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.link.run('apq', (redis) => redis.get(this.prefix + key))) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    try {
      const ttl = options?.ttl;
      await this.link.run('apq', (redis) =>
        ttl ? redis.set(this.prefix + key, value, 'EX', ttl) : redis.set(this.prefix + key, value),
      );
    } catch {
      // Without Redis the client simply sends the full query again next time.
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await this.link.run('apq', (redis) => redis.del(this.prefix + key))) > 0;
    } catch {
      return false;
    }
  }
}
