/**
 * `/healthz` (the process is alive) and `/readyz` (the shop can serve): the legacy API answers a
 * catalogue read, checked at most every `cacheMs` however often probes come, and, when Redis is
 * configured, its state. Redis down leaves the gateway ready but `degraded` (reads fall back to
 * memory, money mutations are refused as retryable): taking every replica out of the load balancer
 * because Redis died would stop the whole shop. A draining gateway (plugins/drain.ts) is not ready.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export interface HealthOptions {
  /** Resolves true when the legacy API serves a catalogue read. */
  legacyReady: () => Promise<boolean>;
  /** Redis state, when REDIS_URL is set. */
  redisUp?: () => boolean;
  /** How long one legacy check answers every probe, in ms. */
  cacheMs?: number;
}

// Only routes of its own: encapsulated (no fastify-plugin), nothing shared is decorated.
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (
  app: FastifyInstance,
  { legacyReady, redisUp, cacheMs = 2_000 },
) => {
  let last: { at: number; check: Promise<boolean> } | null = null;
  const legacyCheck = (): Promise<boolean> => {
    if (!last || Date.now() - last.at >= cacheMs) {
      last = { at: Date.now(), check: legacyReady().catch(() => false) };
    }
    return last.check;
  };

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    // Draining (SIGTERM): not ready, whatever the checks say, so traffic moves away first.
    if (app.draining) return reply.code(503).send({ status: 'draining', checks: {} });
    const legacy = await legacyCheck();
    const redis = redisUp ? redisUp() : null;
    const status = !legacy ? 'not_ready' : redis === false ? 'degraded' : 'ready';
    return reply.code(legacy ? 200 : 503).send({
      status,
      checks: {
        legacyApi: legacy ? 'up' : 'down',
        ...(redis === null ? {} : { redis: redis ? 'up' : 'down' }),
      },
    });
  });
};
