/**
 * Rate limits on the API routes (the plugin is registered in their encapsulated context): one per client IP and one per signed-in session, each a fixed
 * window. Counters live in Redis when REDIS_URL is set, so every replica enforces the same limit.
 * A refused request gets 429 with Retry-After and a GraphQL-shaped error (`RATE_LIMITED`). If
 * Redis fails, requests pass rather than the shop going down.
 *
 * A no-script form post is counted as the GraphQL request the web's script would have sent: once.
 * The operations it runs in process (`inject`, ssr/in-process-operation.ts) carry its pass
 * (`request.countedPass()`), a random token that only this process knows and that lapses when
 * the post has been answered, and are not counted again. A request that carries no live pass,
 * whatever it claims, is counted as any other.
 */
import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { readSessionId } from '../session/cookie-session.js';

/** The header an in-process operation carries its form post's pass in. */
export const COUNTED_PASS_HEADER = 'x-shopfront-counted-pass';

/** Longer than any request's deadline: a pass whose post never finished lapses anyway. */
const PASS_TTL_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A pass for the operations this request runs in process, which the limit then does not
     * count again: this request was counted (or it would not be running). Valid until it has
     * been answered.
     */
    countedPass(): string;
  }
}

export interface RateLimitOptions {
  windowMs: number;
  /** Requests per window per client IP; 0 turns it off. */
  perIp: number;
  /** Requests per window per signed-in session; 0 turns it off. */
  perSession: number;
  redis: Redis | null;
  sessionKeys: readonly Buffer[];
  metrics: GatewayMetrics;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      nameSpace: 'sf:rl:',
      ...(options.redis ? { redis: options.redis } : {}),
    });

    // Per session, not per shopper: the cookie is not checked for revocation here, and a copy
    // signed out long ago must not spend the shopper's current session's share.
    const sessionOf = (request: FastifyRequest) => readSessionId(request, options.sessionKeys);
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
          keyGenerator: (request) => `session:${sessionOf(request) ?? 'none'}`,
          allowList: (request) => sessionOf(request) === null,
        }),
      },
    ].filter((limiter) => limiter !== false);

    // Bounded, and each pass lapses once its post is answered (or after PASS_TTL_MS).
    const passes = new LRUCache<string, true>({ max: 10_000, ttl: PASS_TTL_MS });
    const passOf = new WeakMap<FastifyRequest, string>();
    app.decorateRequest('countedPass', function countedPass(this: FastifyRequest) {
      let pass = passOf.get(this);
      if (pass === undefined) {
        pass = randomUUID();
        passOf.set(this, pass);
        passes.set(pass, true);
      }
      return pass;
    });
    app.addHook('onResponse', async (request) => {
      const pass = passOf.get(request);
      if (pass !== undefined) passes.delete(pass);
    });

    // Registered in the API routes' own context (see app.ts), this hook runs for those routes
    // only, and for every spelling of their path (`/%67raphql` reaches /graphql's route).
    app.addHook('onRequest', async (request, reply) => {
      // An operation a counted form post runs in process: that post's, counted with it.
      const pass = request.headers[COUNTED_PASS_HEADER];
      if (typeof pass === 'string' && passes.has(pass)) return;
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
