/** Idempotency in one process: bounded, with a time-to-live, sharing in-flight work. */
import { LRUCache } from 'lru-cache';
import type { IdempotencyStore } from './types.js';

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries: LRUCache<string, { promise: Promise<unknown> }>;

  constructor(options: { max?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({
      max: options.max ?? 10_000,
      ttl: options.ttlMs ?? 24 * 60 * 60 * 1000,
    });
  }

  once<T>(scope: string, key: string, work: () => Promise<T>): Promise<T> {
    const id = idOf(scope, key);
    const existing = this.entries.get(id);
    if (existing) return existing.promise as Promise<T>;
    const promise = work();
    this.entries.set(id, { promise });
    promise.catch(() => this.entries.delete(id));
    return promise;
  }

  async replay<T>(scope: string, key: string): Promise<T | undefined> {
    const existing = this.entries.get(idOf(scope, key));
    return existing ? (existing.promise as Promise<T>).catch(() => undefined) : undefined;
  }
}

const idOf = (scope: string, key: string) => JSON.stringify([scope, key]);
