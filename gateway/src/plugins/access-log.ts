/**
 * One log line per request instead of Fastify's two ("incoming request", "request completed"):
 * at `debug` for every request, at `info` only for server errors and slow answers, so a busy
 * gateway at the default level writes what ops act on rather than a line pair per request
 * (measured at 7.7% of CPU per request under load). The load balancer's access log has
 * every request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers slower than this are logged at `info`. */
export const SLOW_REQUEST_MS = 1_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Held open on purpose (a live order update): its duration says nothing about speed. */
    heldOpen?: boolean;
  }
}

export const accessLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime;
      const slow = ms >= SLOW_REQUEST_MS && !request.heldOpen;
      const level = reply.statusCode >= 500 || slow ? 'info' : 'debug';
      // pino's methods for a disabled level do nothing: the object below is all it costs.
      request.log[level](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(ms * 10) / 10,
          // A GraphQL request's operation (GET and POST alike), so a slow or failed line says which.
          ...(request.graphqlAccessLog ? { operation: request.graphqlAccessLog.operation } : {}),
        },
        'request completed',
      );
      done();
    });
  },
  { name: 'access-log' },
);
