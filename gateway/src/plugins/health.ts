/** `/healthz` (the process is alive) and `/readyz` (the legacy API answers). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HealthOptions {
  /** Resolves true when the legacy API answers. */
  legacyReady: () => Promise<boolean>;
}

export const healthPlugin = fp<HealthOptions>(
  async (app: FastifyInstance, { legacyReady }) => {
    app.get('/healthz', async () => ({ status: 'ok' }));

    app.get('/readyz', async (_request, reply) => {
      const legacy = await legacyReady();
      return reply.code(legacy ? 200 : 503).send({
        status: legacy ? 'ready' : 'not_ready',
        checks: { legacyApi: legacy ? 'up' : 'down' },
      });
    });
  },
  { name: 'health' },
);
