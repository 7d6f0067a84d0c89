/**
 * The drain (serve.ts runs it on SIGTERM), in two phases:
 * 1. `app.beginDrain()`: `/readyz` answers 503 (plugins/health.ts), so the load balancer stops
 *    sending new requests, while kept-alive connections are served as usual (closing them now
 *    would only have their clients open new ones, each of which may be reset when the listener
 *    closes with it still waiting to be accepted).
 * 2. `closeGently(app)`: the listener closes (a new connection is refused), every answer from
 *    then on carries `Connection: close` (the client opens no second request on it), held order
 *    updates are answered (their preClose), and an idle kept-alive connection is left open for its
 *    client's next request for `idleGraceMs` before it is closed: closing an idle socket at once
 *    races the next request its client may be sending on it (a reset).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of the drain (or of close) on: the gateway is not ready. */
    readonly draining: boolean;
    /** Starts the drain: readiness fails; connections are served as usual. */
    beginDrain(): void;
  }
}

export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let closing = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('beginDrain', () => {
      draining = true;
    });
    app.addHook('preClose', async () => {
      draining = true;
      closing = true;
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);

/**
 * Closes the gateway without resetting a kept-alive connection: as `app.close()`, except that idle
 * connections get `idleGraceMs` to carry their client's next request (answered, with
 * `Connection: close`) before the ones still idle are closed. Node's `server.close()` closes idle
 * connections at once, so that step is held back while the listener closes.
 */
export async function closeGently(app: FastifyInstance, idleGraceMs: number): Promise<void> {
  const server = app.server;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  const closed = app.close();
  try {
    await Promise.race([closed, sleep(idleGraceMs, undefined, { ref: false })]);
  } finally {
    server.closeIdleConnections = closeIdleConnections;
  }
  closeIdleConnections();
  await closed;
}
