/**
 * Idempotency shared by every replica through Redis. The first caller of a (scope, key) claims it
 * with `SET NX` and a short pending lease, which it renews while the work runs, and stores the JSON
 * result; a repeat on any replica waits while the lease is held and then gets the stored result,
 * with no second upstream call. A failure deletes the claim, so the shopper can retry.
 *
 * Failure modes (see docs/adr, res-redis-down-idempotency):
 * - Redis down or its breaker open: the work is refused with IdempotencyUnavailableError
 *   (`SERVICE_UNAVAILABLE`, retryable) before anything is sent upstream, rather than risk doubles.
 * - The claiming replica dies mid-call: its lease lapses within `leaseMs` and a retry takes the
 *   key over (sending the same Idempotency-Key upstream).
 * - A repeat never waits past its own request deadline: it gives up with IdempotencyConflictError
 *   (`CONFLICT`, retryable).
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { RedisUnavailableError, type RedisLink } from '../cache/redis.js';
import type { IdempotencyStore } from './types.js';

const PENDING = 'pending:';

/** Renews the lease only while it is still ours. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0`;

export interface RedisIdempotencyOptions {
  /** How long a result is remembered, in ms. */
  ttlMs?: number;
  /** How long a pending claim lives without renewal (its owner died), in ms. */
  leaseMs?: number;
  /** Longest wait of a repeat outside a request scope, in ms. */
  maxWaitMs?: number;
  /** How often a waiting repeat checks for the result, in ms. */
  pollMs?: number;
}

/** The same key is still being processed elsewhere: try again shortly. */
export class IdempotencyConflictError extends GraphQLError {
  constructor() {
    super('This request is still being processed. Please try again in a moment.', {
      extensions: { code: 'CONFLICT', retryable: true },
    });
  }
}

/** Idempotency cannot be guaranteed right now (Redis is down): nothing was sent upstream. */
export class IdempotencyUnavailableError extends GraphQLError {
  constructor() {
    super('The shop cannot take this request right now. Nothing was charged; please try again.', {
      extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true },
    });
  }
}

export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly local = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly leaseMs: number;
  private readonly maxWaitMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly link: RedisLink,
    options: RedisIdempotencyOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
    this.leaseMs = options.leaseMs ?? 5_000;
    this.maxWaitMs = options.maxWaitMs ?? 65_000;
    this.pollMs = options.pollMs ?? 50;
  }

  once<T>(
    scope: string,
    key: string,
    work: () => Promise<T>,
    options: { deadlineAt?: number } = {},
  ): Promise<T> {
    const id = idOf(scope, key);
    const running = this.local.get(id);
    if (running) return running as Promise<T>;
    const promise = this.claimOrWait(id, work, options.deadlineAt).finally(() =>
      this.local.delete(id),
    );
    this.local.set(id, promise);
    return promise;
  }

  async replay<T>(
    scope: string,
    key: string,
    options: { deadlineAt?: number } = {},
  ): Promise<T | undefined> {
    const id = idOf(scope, key);
    const running = this.local.get(id);
    if (running) return (running as Promise<T>).catch(() => undefined);
    const giveUpAt = this.giveUpAt(options.deadlineAt);
    for (;;) {
      const stored = await this.redis<string | null>((redis) => redis.get(id));
      // Never claimed, or failed and deleted: nothing to replay.
      if (stored === null) return undefined;
      if (!stored.startsWith(PENDING)) return (JSON.parse(stored) as { result: T }).result;
      if (Date.now() + this.pollMs >= giveUpAt) throw new IdempotencyConflictError();
      await sleep(this.pollMs);
    }
  }

  /** When a repeat waiting for another replica's run stops waiting. */
  private giveUpAt(deadlineAt: number | undefined): number {
    return Math.min(
      Date.now() + this.maxWaitMs,
      deadlineAt === undefined ? Infinity : deadlineAt - 2 * this.pollMs,
    );
  }

  private redis<T>(command: Parameters<RedisLink['run']>[1]): Promise<T> {
    return this.link.run('idempotency', command).catch((error: unknown) => {
      throw error instanceof RedisUnavailableError ? new IdempotencyUnavailableError() : error;
    }) as Promise<T>;
  }

  private async claimOrWait<T>(
    id: string,
    work: () => Promise<T>,
    deadlineAt: number | undefined,
  ): Promise<T> {
    const giveUpAt = this.giveUpAt(deadlineAt);
    const token = PENDING + randomUUID();
    for (;;) {
      const claimed = await this.redis<string | null>((redis) =>
        redis.set(id, token, 'PX', this.leaseMs, 'NX'),
      );
      if (claimed === 'OK') return this.run(id, token, work);
      const stored = await this.redis<string | null>((redis) => redis.get(id));
      if (stored !== null && !stored.startsWith(PENDING)) {
        return (JSON.parse(stored) as { result: T }).result;
      }
      if (Date.now() + this.pollMs >= giveUpAt) throw new IdempotencyConflictError();
      // Pending on another replica (or just deleted after a failure: claim it next round).
      await sleep(this.pollMs);
    }
  }

  private async run<T>(id: string, token: string, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(
      () => {
        void this.link
          .run('idempotency', (redis) => redis.eval(RENEW, 1, id, token, String(this.leaseMs)))
          .catch(() => undefined);
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    let result: T;
    try {
      result = await work();
    } catch (error) {
      clearInterval(renew);
      await this.link.run('idempotency', (redis) => redis.del(id)).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(renew);
    }
    // Done upstream: answer even if Redis cannot remember it (a retry then sends the same
    // Idempotency-Key upstream once the lease lapses).
    await this.link
      .run('idempotency', (redis) => redis.set(id, JSON.stringify({ result }), 'PX', this.ttlMs))
      .catch(() => undefined);
    return result;
  }
}

const idOf = (scope: string, key: string) =>
  `sf:idem:${createHash('sha256')
    .update(JSON.stringify([scope, key]))
    .digest('base64url')}`;
