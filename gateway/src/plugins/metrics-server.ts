/**
 * The metrics listener: `/metrics` alone, on its own port (METRICS_PORT), like Apollo Router's and
 * Hive Gateway's Prometheus endpoints. The public port never serves it, so the per-operation counts
 * and process details stay on the inner network whatever the proxy in front forwards.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { compressionPlugin } from './compression.js';
import { metricsPlugin } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener, not yet listening (serve.ts starts it); null when METRICS_PORT=off. */
    metricsServer: FastifyInstance | null;
  }
}

export async function buildMetricsServer(metrics: GatewayMetrics): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  await server.register(compressionPlugin);
  await server.register(metricsPlugin, { metrics });
  return server;
}

/** Where a listening Fastify instance answers, as `http://host:port`. */
export function listeningUrl(server: FastifyInstance, host = '127.0.0.1'): string {
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return `http://${host}:${port}`;
}
