/**
 * Idempotency shared by every replica through Redis. The first caller of a (scope, key) claims it
 * with `SET NX` and a pending marker, runs the work and stores the JSON result; a repeat on any
 * replica waits while the marker is pending and then gets the stored result, with no second
 * upstream call. A failure deletes the claim, so the shopper can retry.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { IdempotencyStore } from './types.js';

const PENDING = 'pending';

export interface RedisIdempotencyOptions {
  /** How long a result is remembered, in ms. */
  ttlMs?: number;
  /** How long a claim may stay pending before another caller may take over, in ms. */
  pendingMs?: number;
  /** How often a waiting repeat checks for the result, in ms. */
  pollMs?: number;
}

export class IdempotencyConflictError extends Error {
  constructor() {
    super('A request with this idempotency key is still being processed');
  }
}

export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly local = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly pendingMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly redis: Redis,
    options: RedisIdempotencyOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
    this.pendingMs = options.pendingMs ?? 65_000;
    this.pollMs = options.pollMs ?? 50;
  }

  once<T>(scope: string, key: string, work: () => Promise<T>): Promise<T> {
    const id = `sf:idem:${createHash('sha256')
      .update(JSON.stringify([scope, key]))
      .digest('base64url')}`;
    const running = this.local.get(id);
    if (running) return running as Promise<T>;
    const promise = this.claimOrWait(id, work).finally(() => this.local.delete(id));
    this.local.set(id, promise);
    return promise;
  }

  private async claimOrWait<T>(id: string, work: () => Promise<T>): Promise<T> {
    const giveUpAt = Date.now() + this.pendingMs;
    for (;;) {
      const claimed = await this.redis.set(id, PENDING, 'PX', this.pendingMs, 'NX');
      if (claimed === 'OK') return this.run(id, work);
      const stored = await this.redis.get(id);
      if (stored !== null && stored !== PENDING) {
        return (JSON.parse(stored) as { result: T }).result;
      }
      if (Date.now() >= giveUpAt) throw new IdempotencyConflictError();
      // Pending on another replica (or just deleted after a failure: claim it next round).
      await sleep(this.pollMs);
    }
  }

  private async run<T>(id: string, work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.redis.del(id).catch(() => undefined);
      throw error;
    }
    await this.redis.set(id, JSON.stringify({ result }), 'PX', this.ttlMs);
    return result;
  }
}
