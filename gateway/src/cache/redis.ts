/**
 * The one Redis connection of a gateway, when REDIS_URL is set, behind a circuit breaker.
 *
 * Redis is an accelerator and a coordinator, never a reason to stop the shop: commands time out
 * fast (COMMAND_TIMEOUT_MS), nothing queues while the connection is down (callers fail at once
 * and fall back), and after a few consecutive failures the breaker opens and callers skip Redis
 * for a while without trying. Its state is exported as `gateway_redis_up` and in /readyz.
 */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayMetrics } from '../metrics/metrics.js';

export interface RedisLinkOptions {
  /** Longest wait for one command, in ms. */
  commandTimeoutMs?: number;
  /** Longest wait for a (re)connection, in ms. */
  connectTimeoutMs?: number;
  /** Consecutive command failures that open the breaker. */
  failureThreshold?: number;
  /** How long the open breaker skips Redis before the next try, in ms. */
  openMs?: number;
  metrics?: GatewayMetrics;
}

/** Redis is down or skipped: the caller falls back (or refuses, for idempotency). */
export class RedisUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('Redis is unavailable', options);
  }
}

export type RedisUse = 'cache' | 'apq' | 'idempotency' | 'rate-limit' | 'basket' | 'order-watches';

export class RedisLink {
  readonly client: Redis;
  private failures = 0;
  private openUntil = 0;
  private readonly failureThreshold: number;
  private readonly openMs: number;

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
    private readonly options: RedisLinkOptions = {},
  ) {
    this.failureThreshold = options.failureThreshold ?? 3;
    this.openMs = options.openMs ?? 5_000;
    this.client = new Redis(url, {
      commandTimeout: options.commandTimeoutMs ?? 500,
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      // Fail fast while Redis is away: no offline queue, no retries of a command.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying to reconnect in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(100 * times, 2_000),
      lazyConnect: false,
    });
    this.setUp(false);
    let down = false;
    this.client.on('error', (error: Error) => {
      if (!down) log.warn({ err: error }, 'redis unavailable: falling back where possible');
      down = true;
      this.setUp(false);
    });
    this.client.on('close', () => this.setUp(false));
    this.client.on('ready', () => {
      if (down) log.info('redis available again');
      down = false;
      this.failures = 0;
      this.openUntil = 0;
      this.setUp(true);
    });
  }

  /** Connected, and the breaker is closed. */
  get available(): boolean {
    return this.client.status === 'ready' && Date.now() >= this.openUntil;
  }

  /**
   * Runs a command through the breaker: throws RedisUnavailableError at once while Redis is down
   * or skipped, and on a failure (counted towards opening the breaker).
   */
  async run<T>(use: RedisUse, command: (redis: Redis) => Promise<T>): Promise<T> {
    if (!this.available) {
      this.options.metrics?.redisFallbacks.inc({ use });
      throw new RedisUnavailableError();
    }
    try {
      const result = await command(this.client);
      this.failures = 0;
      return result;
    } catch (error) {
      this.options.metrics?.redisFallbacks.inc({ use });
      this.options.metrics?.redisErrors.inc();
      this.failures += 1;
      if (this.failures >= this.failureThreshold && Date.now() >= this.openUntil) {
        this.openUntil = Date.now() + this.openMs;
        this.setUp(false);
        this.log.warn({ err: error }, 'redis failing: skipping it for a while');
      }
      throw new RedisUnavailableError({ cause: error });
    }
  }

  /**
   * The client for a library that calls Redis itself (the rate limiter's `rateLimit` script):
   * the named commands go through the breaker, so while Redis is down or skipped they fail at
   * once (callback or promise style) instead of each waiting for the command timeout.
   */
  guardedClient(use: RedisUse, commands: readonly string[]): Redis {
    const guarded = new Set(commands);
    return new Proxy(this.client, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !guarded.has(property) || typeof value !== 'function') {
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (...args: unknown[]) => {
          const last = args[args.length - 1];
          const callback =
            typeof last === 'function'
              ? (last as (error: unknown, result?: unknown) => void)
              : null;
          const commandArgs = callback ? args.slice(0, -1) : args;
          const result = this.run(use, () =>
            (value as (...a: unknown[]) => Promise<unknown>).apply(target, commandArgs),
          );
          if (!callback) return result;
          result.then(
            (answer) => callback(null, answer),
            (error: unknown) => callback(error),
          );
          return undefined;
        };
      },
    });
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }

  private setUp(up: boolean): void {
    this.options.metrics?.redisUp.set(up ? 1 : 0);
  }
}
