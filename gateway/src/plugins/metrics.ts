/** `/metrics`: the gateway's Prometheus metrics in the text exposition format. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayMetrics } from '../metrics/metrics.js';

export const metricsPlugin = fp<{ metrics: GatewayMetrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.get('/metrics', async (_request, reply) =>
      reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.registry.metrics()),
    );
  },
  { name: 'metrics' },
);
