// `npm start`: build whatever is missing or stale (codegen, TypeScript, web bundle), start the
// embedded legacy simulator when LEGACY_API_URL is not set, then run the gateway against it in
// production mode, as shipped. The gateway's own entry (gateway/dist/main.js) never starts the
// simulator, and an explicit NODE_ENV=production without LEGACY_API_URL is refused as there.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mtime, newestMtime, repoRoot, run } from './lib.mjs';
import {
  codegenCommands,
  fixedGeneratedFiles,
  generatedFor,
  webDocuments,
} from './generated-files.mjs';

// The embedded simulator is the default only when the caller did not ask for production itself.
const embedSimulator = !process.env.LEGACY_API_URL && process.env.NODE_ENV !== 'production';
// Production mode before graphql loads: graphql-js otherwise runs its development checks (its
// instanceOf check alone was a quarter of the gateway's CPU) and Apollo its development defaults.
process.env.NODE_ENV ??= 'production';

const at = (path) => join(repoRoot, path);
const npx = (...args) => run('npx', ['--no-install', ...args]);

const generated = [...fixedGeneratedFiles, ...webDocuments().map(generatedFor)];
if (generated.some((file) => !existsSync(at(file)))) {
  console.log('› Generating GraphQL types (codegen)…');
  for (const command of codegenCommands) await npx(...command);
}

console.log('› Compiling TypeScript (gateway, simulator)…');
await npx('tsc', '-b');

// The browser's build and the server render's (web/dist-server, docs/adr/0026): the older one.
const webBuilt = Math.min(mtime(at('web/dist/index.html')), mtime(at('web/dist-server/entry.js')));
const webSources = Math.max(
  newestMtime(at('web/src')),
  newestMtime(at('web/public')),
  mtime(at('web/index.html')),
  mtime(at('web/graphiql.html')),
  mtime(at('web/vite.config.ts')),
);
// WEB_DIST_DIR means the caller serves a web build of its own: leave web/dist alone.
if (!process.env.WEB_DIST_DIR && (webBuilt === 0 || webSources > webBuilt)) {
  console.log('› Building the web client…');
  await run('npm', ['run', 'build', '-w', 'web', '--silent']);
}

/**
 * The demo shop's session key: kept beside the simulator's data so sign-ins survive a restart,
 * new for each process when the data lives in memory.
 */
function demoSessionSecret(dataDir) {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

// Run the gateway (and the simulator) in this process so Ctrl-C reaches it directly and it can
// drain cleanly.
let sim = null;
let simulatorNote;
// The running gateway, once started: a reset of the embedded simulator empties its caches of the
// simulator's answers (ADR 0074).
let gateway = null;
if (embedSimulator) {
  const { simulatorOptionsFromEnv, startSimulator } = await import(
    new URL('../legacy-sim/dist/index.js', import.meta.url).href
  );
  // SIM_DATA_DIR (default <repo>/.sim-data), SIM_MANAGER_TOKEN, SIM_ORDER_CLOCK_MS, SIM_FAULTS.
  const simulatorOptions = simulatorOptionsFromEnv();
  const simPort = Number(process.env.SIM_PORT ?? 4010);
  sim = await startSimulator({
    ...simulatorOptions,
    port: simPort,
    host: '127.0.0.1',
    onReset: () => gateway?.forgetLegacyAnswers(),
  });
  process.env.LEGACY_API_URL = sim.url;
  // Browsers load its pictures and card form from its public URL: the CSP must allow that origin.
  process.env.CSP_EXTRA_ORIGINS ??= new URL(sim.publicUrl).origin;
  process.env.SESSION_SECRET ??= demoSessionSecret(simulatorOptions.dataDir);
  // Baskets beside the simulator's data too, so a restart keeps every shopper's (ADR 0047); with
  // Redis they are kept there, and with the data in memory (SIM_DATA_DIR=memory) in memory.
  if (simulatorOptions.dataDir && !process.env.REDIS_URL) {
    mkdirSync(simulatorOptions.dataDir, { recursive: true });
    process.env.BASKET_STORE_FILE ??= join(simulatorOptions.dataDir, 'baskets.sqlite');
  }
  // The demo shop on this machine: its address is this machine's, and its explorer is on for the
  // frontend developers who start it (production proper turns both the other way).
  process.env.PUBLIC_ORIGIN ??= `http://localhost:${process.env.PORT || 4000}`;
  process.env.GRAPHQL_INTROSPECTION ??= 'true';
  simulatorNote = `  (embedded simulator; data in ${simulatorOptions.dataDir ?? 'memory'})
  Manager header  x-manager-authorization: ${simulatorOptions.managerToken ?? ''}`;
}

// Tracing (when an OTEL_* variable asks for it) before the gateway's modules load: its GraphQL
// instrumentation hooks their import (gateway/src/telemetry/tracing.ts).
const { startTracing } = await import(
  new URL('../gateway/dist/telemetry/tracing.js', import.meta.url).href
);
await startTracing();
const { ConfigError, describeListenError, loadConfig, serveGateway } = await import(
  new URL('../gateway/dist/index.js', import.meta.url).href
);
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    await sim?.close();
    process.exit(1);
  }
  throw error;
}

try {
  gateway = await serveGateway(
    config,
    sim ? { note: simulatorNote, afterClose: () => sim.close() } : undefined,
  );
} catch (error) {
  const problem = describeListenError(error, config);
  if (!problem) throw error;
  console.error(`Cannot start: ${problem}`);
  await sim?.close();
  process.exit(1);
}
