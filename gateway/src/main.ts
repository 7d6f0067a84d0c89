/**
 * The gateway's production entry (`node gateway/dist/main.js`, the container's command): the
 * gateway alone, against the legacy API at LEGACY_API_URL. It never starts the simulator: `npm
 * start` (scripts/start.mjs) does that for the quick start and then runs the same server.
 */
import { ConfigError, loadConfig } from './config.js';
import { describeListenError } from './listen-error.js';
import { startTracing } from './telemetry/tracing.js';

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

const { legacyApiUrl } = config;
if (!legacyApiUrl) {
  console.error(
    'LEGACY_API_URL is not set: point it at the legacy REST API, or run `npm start` (or `npm run dev`) for the shop with the embedded simulator.',
  );
  process.exit(1);
}

// Tracing (when an OTEL_* variable asks for it) starts before the gateway's modules load: its
// GraphQL instrumentation hooks their import (telemetry/tracing.ts).
await startTracing();
const { serveGateway } = await import('./serve.js');
try {
  await serveGateway({ ...config, legacyApiUrl });
} catch (error) {
  const problem = describeListenError(error, config);
  if (!problem) throw error;
  console.error(`Cannot start: ${problem}`);
  process.exit(1);
}
