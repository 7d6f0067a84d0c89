/**
 * `npm start`: the gateway on PORT (default 4000). With no LEGACY_API_URL it starts the legacy
 * simulator in-process on SIM_PORT and points itself at it (the embedded default).
 */
import { buildGateway } from './app.js';
import { ConfigError, loadConfig } from './config.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let closeSimulator: (() => Promise<void>) | undefined;
let simulatorNote = '';
let legacyApiUrl = config.legacyApiUrl;
if (!legacyApiUrl) {
  const { simulatorOptionsFromEnv, startSimulator } = await import('@shopfront/legacy-sim');
  // SIM_DATA_DIR (default <repo>/.sim-data), SIM_MANAGER_TOKEN, SIM_ORDER_CLOCK_MS, SIM_FAULTS.
  const simulatorOptions = simulatorOptionsFromEnv();
  const sim = await startSimulator({
    ...simulatorOptions,
    port: config.simPort,
    host: '127.0.0.1',
  });
  simulatorNote = `  (embedded simulator; data in ${simulatorOptions.dataDir ?? 'memory'})
  Manager header  x-manager-authorization: ${simulatorOptions.managerToken ?? ''}`;
  legacyApiUrl = sim.url;
  closeSimulator = sim.close;
}

const app = await buildGateway({ ...config, legacyApiUrl });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
const base = `http://localhost:${port}`;

console.log(`
Shopfront is running:
  Web shop        ${base}/
  GraphQL         ${base}/graphql
  Explorer        ${base}/graphiql
  Health          ${base}/healthz  ${base}/readyz
  Metrics         ${base}/metrics
  Legacy API      ${legacyApiUrl}${simulatorNote}
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
      .then(() => closeSimulator?.())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
