/**
 * Runs a built gateway as a server: listens, logs where everything is (and prints it in a
 * terminal), and drains on SIGTERM (DRAIN_SECONDS of failing readiness first) or SIGINT. Used by
 * the production entry (main.ts) and by `npm start` (scripts/start.mjs), which starts the embedded
 * simulator first and passes its URL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app.js';
import type { GatewayConfig } from './config.js';
import { listeningUrl } from './plugins/metrics-server.js';
import { closeGently } from './plugins/drain.js';
import { releaseMemoryWhenQuiet } from './ssr/quiet-memory.js';
import { stopTracing } from './telemetry/tracing.js';

export interface ServeOptions {
  /** Extra lines for the start-up banner (the embedded simulator's details). */
  note?: string;
  /** Runs after the gateway closed on a signal (stops the embedded simulator). */
  afterClose?: () => Promise<void>;
}

/** What the caller of `serveGateway` can do with the running gateway. */
export interface RunningGateway {
  /** Empties the caches of legacy answers (the embedded simulator's reset, ADR 0074). */
  forgetLegacyAnswers(): Promise<void>;
}

export async function serveGateway(
  config: GatewayConfig & { legacyApiUrl: string },
  options: ServeOptions = {},
): Promise<RunningGateway> {
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const base = `http://localhost:${port}`;
  let metricsUrl: string | null = null;
  if (app.metricsServer && config.metricsPort !== null) {
    await app.metricsServer.listen({ port: config.metricsPort, host: config.metricsHost });
    metricsUrl = `${listeningUrl(app.metricsServer, 'localhost')}/metrics`;
  }
  const where = {
    web: `${base}/`,
    graphql: `${base}/graphql`,
    explorer: config.introspection ? `${base}/graphiql` : null,
    health: `${base}/healthz`,
    readiness: `${base}/readyz`,
    metrics: metricsUrl,
    legacyApi: config.legacyApiUrl,
  };
  // One JSON line like every other, for the log pipeline; the banner below only in a terminal.
  app.log.info(where, 'Shopfront is running');
  // What a burst of requests (server renders above all) grew the process to, given back once it
  // is quiet: V8 would keep it (docs/adr/0050-memory-given-back-when-quiet.md). Its timer does
  // not hold the process open.
  releaseMemoryWhenQuiet({ log: app.log });
  if (process.stdout.isTTY) {
    console.log(`
Shopfront is running:
  Web shop        ${where.web}
  GraphQL         ${where.graphql}
  Explorer        ${where.explorer ?? 'off (GRAPHQL_INTROSPECTION=false)'}
  Health          ${where.health}  ${where.readiness}
  Metrics         ${metricsUrl ? `${metricsUrl}  (its own port, never the public one)` : 'off (METRICS_PORT=off)'}
  Legacy API      ${config.legacyApiUrl}${options.note ? `\n${options.note}` : ''}
Press Ctrl-C to stop.
`);
  }

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // SIGTERM (an orchestrator, a load balancer's host) drains for DRAIN_SECONDS first; Ctrl-C
      // in a terminal closes at once.
      const drainMs = signal === 'SIGTERM' ? config.drainSeconds * 1000 : 0;
      app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down: draining');
      // In-flight requests end by their own deadline; do not wait past it.
      setTimeout(
        () => {
          app.log.error('shutdown took too long: exiting with requests still open');
          process.exit(1);
        },
        drainMs + config.requestTimeoutMs + 5_000,
      ).unref();
      void drain(app, drainMs)
        .then(() => options.afterClose?.())
        .then(() => {
          app.log.info('drained: exiting');
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error(error);
          process.exit(1);
        });
    });
  }
  return { forgetLegacyAnswers: () => app.legacyAnswers.forget() };
}

/**
 * Readiness fails for `drainMs` while the listener still serves (the load balancer notices and
 * stops sending), then the gateway closes gently (plugins/drain.ts): the listener closes,
 * in-flight requests and held order updates are answered with `Connection: close`, idle
 * kept-alive connections get a second for their next request, and the gateway's own clients and
 * the tracing exporter close.
 */
async function drain(app: FastifyInstance, drainMs: number): Promise<void> {
  app.beginDrain();
  if (drainMs > 0) await sleep(drainMs);
  await closeGently(app, IDLE_GRACE_MS);
  await stopTracing();
}

/** How long an idle kept-alive connection waits for its client's next request once closing. */
const IDLE_GRACE_MS = 1_000;
