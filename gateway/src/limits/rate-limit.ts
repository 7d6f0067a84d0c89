/**
 * Rate limits on the API routes: one per client IP and one per signed-in session, each a fixed
 * window. Counters live in Redis when REDIS_URL is set, so every replica enforces the same limit.
 * A refused request gets 429 with Retry-After and a GraphQL-shaped error (`RATE_LIMITED`). If
 * Redis fails, requests pass rather than the shop going down.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { readSession } from '../session/cookie-session.js';

export interface RateLimitOptions {
  windowMs: number;
  /** Requests per window per client IP; 0 turns it off. */
  perIp: number;
  /** Requests per window per signed-in shopper; 0 turns it off. */
  perSession: number;
  redis: Redis | null;
  sessionKeys: readonly Buffer[];
  metrics: GatewayMetrics;
  /** URL prefixes the limits apply to. */
  prefixes: string[];
}

/** The URL's path, percent-decoded (undecodable paths are kept as sent). */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'sf:rl:',
      ...(options.redis ? { redis: options.redis } : {}),
    });

    const userOf = (request: FastifyRequest) => readSession(request, options.sessionKeys)?.userId;
    const limiters = [
      options.perIp > 0 && {
        limit: 'ip',
        check: app.createRateLimit({
          max: options.perIp,
          timeWindow: options.windowMs,
          keyGenerator: (request) => `ip:${request.ip}`,
        }),
      },
      options.perSession > 0 && {
        limit: 'session',
        check: app.createRateLimit({
          max: options.perSession,
          timeWindow: options.windowMs,
          keyGenerator: (request) => `user:${userOf(request) ?? 'none'}`,
          allowList: (request) => userOf(request) === undefined,
        }),
      },
    ].filter((limiter) => limiter !== false);

    app.addHook('onRequest', async (request, reply) => {
      // The route the request reached, not its raw URL: `/%67raphql` is `/graphql` to the router,
      // so it is counted as `/graphql`.
      const path = request.routeOptions.url ?? decodedPath(request.url);
      if (!options.prefixes.some((prefix) => path.startsWith(prefix))) return;
      for (const { limit, check } of limiters) {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) continue;
        options.metrics.rateLimited.inc({ limit });
        request.log.warn({ limit, key: limit === 'ip' ? request.ip : 'session' }, 'rate limited');
        return reply
          .code(429)
          .header('retry-after', String(result.ttlInSeconds))
          .send({
            errors: [
              {
                message: 'Too many requests. Please wait a moment and try again.',
                extensions: { code: 'RATE_LIMITED', retryAfterSeconds: result.ttlInSeconds },
              },
            ],
          });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['@fastify/cookie'] },
);
