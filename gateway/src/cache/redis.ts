/** The one Redis connection of a gateway, when REDIS_URL is set. */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // Fail fast while Redis is away: callers fall back (cache miss, rate limit skipped).
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'redis unavailable: falling back where possible');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('redis available again');
    down = false;
  });
  return redis;
}
