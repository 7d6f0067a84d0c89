// `npm run dev`: the shop from its sources, with reload. Four children:
// - the legacy simulator on SIM_PORT (default 4010), unless LEGACY_API_URL names a legacy API;
// - the gateway on PORT (default 4000), restarted by `tsx watch` when a file it imports, a
//   schema file or the persisted-operations manifest changes;
// - Vite's dev server with HMR on WEB_PORT (default 5173), the shop at `/` and the explorer at
//   `/graphiql`, proxying `/graphql` to the gateway;
// - codegen, run again whenever a `.graphql` file (schema or web document) changes, so the
//   resolver types, typed documents and manifest follow the edit (the manifest wakes the gateway).
// Arguments go to Vite (`npm run dev -- --force` bundles the dependencies afresh).
// Workspace packages load from their TypeScript sources (the `source` export condition): a
// fresh clone needs no build. Each child runs in a process group of its own, and the whole group
// is stopped on Ctrl-C, SIGTERM, SIGHUP or when any child ends, so nothing is left holding a
// port (scripts/dev.test.ts checks that).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { delimiter, dirname, join, sep } from 'node:path';
import chokidar from 'chokidar';
import { repoRoot } from './lib.mjs';

const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const toolPath = [join(repoRoot, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH]
  .filter(Boolean)
  .join(delimiter);
const gatewayPort = process.env.PORT || '4000';
const simPort =
  process.env.SIM_PORT && process.env.SIM_PORT !== '0' ? process.env.SIM_PORT : '4010';
const webPort = process.env.WEB_PORT || '5173';
const legacyApiUrl = process.env.LEGACY_API_URL || `http://127.0.0.1:${simPort}`;
// How long a stopped child's group gets to end by itself before it is killed.
const STOP_GRACE_MS = 5_000;

// Every child started, ended or not: a child's group may outlive it (tsx killed, its node not).
const children = [];
let stopping = false;

/** Starts a long-running child in a process group of its own; its end stops the others. */
function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    ...options,
    // The project's Node first, as npm scripts have it: the tools' `#!/usr/bin/env node` would
    // otherwise start the machine's Node when this script is run directly.
    env: { ...process.env, PATH: toolPath, ...options.env },
  });
  children.push(child);
  child.on('error', (error) => {
    console.error(`[dev] ${name} did not start: ${error.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} ended (${signal ?? `exit code ${code}`}): stopping the others.`);
    stop(code || 1);
  });
  return child;
}

/** Signals a child's whole process group (npm, tsx and node beneath it); false once it is gone. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  codegen.close();
  const groups = [...children, ...codegen.running()];
  for (const child of groups) signalGroup(child, 'SIGTERM');
  // A group can outlive its leader (a grandchild still listening): wait until every group is
  // empty, and kill what is left after the grace period.
  const started = Date.now();
  const poll = setInterval(() => {
    const alive = groups.filter((child) => signalGroup(child, 0));
    if (alive.length === 0) {
      clearInterval(poll);
      process.exit(code);
    }
    if (Date.now() - started > STOP_GRACE_MS)
      for (const child of alive) signalGroup(child, 'SIGKILL');
  }, 100);
}

/** Runs `npm run codegen` after `.graphql` edits, one run at a time, once more if edited during it. */
function codegenOnChange() {
  let current = null;
  let again = false;
  let timer = null;
  const run = () => {
    if (stopping) return;
    if (current) {
      again = true;
      return;
    }
    console.log('[dev] a .graphql file changed: regenerating types (npm run codegen)…');
    current = spawn('npm', ['run', '--silent', 'codegen'], {
      cwd: repoRoot,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PATH: toolPath },
    });
    current.on('exit', (code) => {
      current = null;
      if (code !== 0) console.error('[dev] codegen failed: fix the .graphql file and save again.');
      if (again) {
        again = false;
        run();
      }
    });
  };
  // chokidar, not fs.watch: an editor that saves by renaming a new file over the old one (sed -i,
  // vim) left Node's recursive watcher watching the old file, so the next save went unseen.
  const watcher = chokidar
    .watch(
      ['schema', 'web/src'].map((dir) => join(repoRoot, dir)),
      {
        ignoreInitial: true,
        // Skip what codegen writes itself (a `generated` folder), or each run would start the next.
        ignored: (path, stats) =>
          path.split(/[\\/]/).includes('generated') ||
          path.includes(`${sep}node_modules${sep}`) ||
          (stats?.isFile() === true && !path.endsWith('.graphql')),
      },
    )
    .on('all', (_event, path) => {
      if (!path.endsWith('.graphql')) return;
      // An editor's save is often several writes: one run for them all.
      clearTimeout(timer);
      timer = setTimeout(run, 200);
    });
  return {
    close: () => {
      clearTimeout(timer);
      void watcher.close();
    },
    running: () => (current ? [current] : []),
  };
}

if (!process.env.LEGACY_API_URL) {
  start('simulator', bin('tsx'), ['--conditions=source', 'legacy-sim/src/main.ts'], {
    env: { SIM_PORT: simPort, SIM_HOST: '127.0.0.1' },
  });
}
// The gateway restarts on every edit: without Redis its baskets go to a file that outlives it
// (docs/adr/0047), so a developer's basket survives their own edits.
const devBaskets = {};
if (!process.env.REDIS_URL && !process.env.BASKET_STORE_FILE) {
  const folder = join(repoRoot, 'node_modules/.cache/shopfront-dev');
  mkdirSync(folder, { recursive: true });
  devBaskets.BASKET_STORE_FILE = join(folder, 'baskets.sqlite');
}
start(
  'gateway',
  bin('tsx'),
  [
    'watch',
    '--conditions=source',
    '--clear-screen=false',
    '--include=schema/**/*.graphql',
    '--include=web/src/generated/persisted-query-manifest.json',
    // The merged SDL codegen writes: the schema files themselves already restarted the gateway.
    '--exclude=schema/generated/**',
    'gateway/src/main.ts',
  ],
  { env: { PORT: gatewayPort, LEGACY_API_URL: legacyApiUrl, ...devBaskets } },
);
start(
  'vite',
  bin('vite'),
  ['--host', '--port', webPort, '--strictPort', ...process.argv.slice(2)],
  {
    cwd: join(repoRoot, 'web'),
    env: { GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
  },
);
const codegen = codegenOnChange();
console.log(`[dev] The shop with hot reload: http://localhost:${webPort}/ (explorer: /graphiql).`);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
