/**
 * OpenTelemetry tracing, configured by the standard `OTEL_*` variables and started only when one
 * of them is set (and `OTEL_SDK_DISABLED` is not true): otherwise the SDK is never even loaded, so
 * a gateway without a collector pays nothing.
 *
 * It has to start before the instrumented modules load: the GraphQL instrumentation patches
 * `graphql` through an ES module loader hook (import-in-the-middle), which only sees modules
 * imported after it is registered. The entries (main.ts, scripts/start.mjs) therefore call
 * `startTracing()` first and import the gateway after it, dynamically; `node --import
 * ./gateway/dist/telemetry/register.js …` does the same for any other entry. Fastify and undici
 * are instrumented through their diagnostics channels, which need no loader hook.
 */
import { register } from 'node:module';

/** Variables that switch tracing on; every other `OTEL_*` variable only tunes it. */
const SWITCHES = [
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_TRACES_EXPORTER',
  'OTEL_SERVICE_NAME',
  'OTEL_TRACES_SAMPLER',
];

/** Paths whose requests start no trace: probes and scrapes, every few seconds. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

let active = false;
let shutdown: (() => Promise<void>) | null = null;

/** Whether the environment asks for tracing. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (/^true$/i.test(env.OTEL_SDK_DISABLED?.trim() ?? '')) return false;
  if (env.OTEL_TRACES_EXPORTER?.trim() === 'none') return false;
  return SWITCHES.some((name) => Boolean(env[name]?.trim()));
}

/** Whether spans are being recorded in this process (the gateway adds its own spans only then). */
export function tracingActive(): boolean {
  return active;
}

/** Starts the SDK when the environment asks for it; safe to call more than once. */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (active || !tracingWanted(env)) return active;
  // Before anything imports graphql: only that module goes through the loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['graphql'] },
  });
  // Traces only: the gateway's metrics are Prometheus (/metrics) and its logs are stdout.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  env.OTEL_SERVICE_NAME ??= 'shopfront-gateway';
  const [
    { NodeSDK },
    { FastifyOtelInstrumentation },
    { UndiciInstrumentation },
    { GraphQLInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      new FastifyOtelInstrumentation({
        // Every Fastify instance, from its construction, before any of its hooks or routes.
        registerOnInitialization: true,
        ignorePaths: ({ url }) => UNTRACED_PATHS.has(url.split('?')[0] ?? url),
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
        },
      }),
      // Legacy API calls, with `traceparent` sent; never a trace of their own (readiness probes).
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // Parsing and validation (execution runs compiled by graphql-jit: the gateway's own spans).
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true }),
    ],
  });
  sdk.start();
  active = true;
  shutdown = () => sdk.shutdown();
  return true;
}

/** Sends the spans still buffered (on shutdown). */
export async function stopTracing(): Promise<void> {
  await shutdown?.();
}
