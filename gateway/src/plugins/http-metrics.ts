/**
 * Rate, errors and duration of every route the public port serves (pages, files, health, the
 * GraphQL endpoint, the upload route): one counter by method, route pattern and status, one
 * histogram by method, route pattern and status class. Labels stay bounded: the route is the
 * registered pattern (`/graphql`, `/*`), `unmatched` for a 404 no route took.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayMetrics } from '../metrics/metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const httpMetricsPlugin = fp<{ metrics: GatewayMetrics }>(
  async (app: FastifyInstance, { metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      metrics.httpRequests.inc({ method, route, status: String(status) });
      metrics.httpDuration.observe(
        { method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'http-metrics' },
);
