// `npm start`: build whatever is missing or stale (codegen, TypeScript, web bundle), start the
// embedded legacy simulator when LEGACY_API_URL is not set (never in production), then run the
// gateway against it. The gateway's own entry (gateway/dist/main.js) never starts the simulator.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mtime, newestMtime, repoRoot, run } from './lib.mjs';

const at = (path) => join(repoRoot, path);
const npx = (...args) => run('npx', ['--no-install', ...args]);

const generated = ['gateway/src/generated/resolvers-types.ts', 'web/src/generated/graphql.ts'];
if (generated.some((file) => !existsSync(at(file)))) {
  console.log('› Generating GraphQL types (codegen)…');
  await npx('graphql-codegen', '--config', 'codegen.yml');
}

console.log('› Compiling TypeScript (gateway, simulator)…');
await npx('tsc', '-b');

const webBuilt = mtime(at('web/dist/index.html'));
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

// Run the gateway (and the simulator) in this process so Ctrl-C reaches it directly and it can
// drain cleanly.
const { ConfigError, loadConfig, serveGateway } = await import(
  new URL('../gateway/dist/index.js', import.meta.url).href
);
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

if (config.legacyApiUrl) {
  await serveGateway(config);
} else {
  const { simulatorOptionsFromEnv, startSimulator } = await import(
    new URL('../legacy-sim/dist/index.js', import.meta.url).href
  );
  // SIM_DATA_DIR (default <repo>/.sim-data), SIM_MANAGER_TOKEN, SIM_ORDER_CLOCK_MS, SIM_FAULTS.
  const simulatorOptions = simulatorOptionsFromEnv();
  const sim = await startSimulator({
    ...simulatorOptions,
    port: config.simPort,
    host: '127.0.0.1',
  });
  await serveGateway(
    { ...config, legacyApiUrl: sim.url },
    {
      note: `  (embedded simulator; data in ${simulatorOptions.dataDir ?? 'memory'})
  Manager header  x-manager-authorization: ${simulatorOptions.managerToken ?? ''}`,
      afterClose: () => sim.close(),
    },
  );
}
