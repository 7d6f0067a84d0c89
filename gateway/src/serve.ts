/**
 * Runs a built gateway as a server: listens, prints where everything is, and drains on SIGINT or
 * SIGTERM. Used by the production entry (main.ts) and by `npm start` (scripts/start.mjs), which
 * starts the embedded simulator first and passes its URL.
 */
import { buildGateway } from './app.js';
import type { GatewayConfig } from './config.js';
import { listeningUrl } from './metrics/metrics-server.js';

export interface ServeOptions {
  /** Extra lines for the start-up banner (the embedded simulator's details). */
  note?: string;
  /** Runs after the gateway closed on a signal (stops the embedded simulator). */
  afterClose?: () => Promise<void>;
}

export async function serveGateway(
  config: GatewayConfig & { legacyApiUrl: string },
  options: ServeOptions = {},
): Promise<void> {
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const base = `http://localhost:${port}`;
  let metricsLine = 'off (METRICS_PORT=off)';
  if (app.metricsServer && config.metricsPort !== null) {
    await app.metricsServer.listen({ port: config.metricsPort, host: config.metricsHost });
    metricsLine = `${listeningUrl(app.metricsServer, 'localhost')}/metrics  (its own port, never the public one)`;
  }

  console.log(`
Shopfront is running:
  Web shop        ${base}/
  GraphQL         ${base}/graphql
  Explorer        ${base}/graphiql
  Health          ${base}/healthz  ${base}/readyz
  Metrics         ${metricsLine}
  Legacy API      ${config.legacyApiUrl}${options.note ? `\n${options.note}` : ''}
Press Ctrl-C to stop.
`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down: draining in-flight requests');
      // In-flight requests end by their own deadline; do not wait past it.
      setTimeout(() => {
        app.log.error('shutdown took too long: exiting with requests still open');
        process.exit(1);
      }, config.requestTimeoutMs + 5_000).unref();
      void app
        .close()
        .then(() => options.afterClose?.())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
  }
}
