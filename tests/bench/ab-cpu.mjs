/**
 * In-process A/B of the gateway's CPU per request (docs/benchmarks.md, "Gateway CPU"): an older
 * build (base) and this checkout's (new) in one process, blocks of requests alternating between
 * them, through app.inject with a browser's Accept-Encoding; the simulator in a child process on
 * port 4625. Needs `npm run build:ts` and a base build:
 *
 *   mkdir .bench-base && git archive <commit> -- gateway legacy-api | tar -x -C .bench-base
 *   ln -s "$PWD/gateway/node_modules" .bench-base/gateway/node_modules
 *   (cd .bench-base && npx tsc -b gateway)
 *   mkdir -p /tmp/perf-prof && node --import tsx -e "import { loadWebOperations, operation } from
 *     './tests/bench/lib/web-operations.ts'; const ops = await loadWebOperations();
 *     (await import('node:fs')).writeFileSync('/tmp/perf-prof/ops.json', JSON.stringify({
 *     SelectedSupplier: operation(ops, 'SelectedSupplier'), HomePage: operation(ops, 'HomePage') }));"
 *   node tests/bench/ab-cpu.mjs        # AB_N, AB_ROUNDS, AB_ONLY=new, AB_PROFILE=<path prefix>
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
process.env.NODE_ENV = 'production';
const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
const sim = spawn(process.execPath, [`${ROOT}/legacy-sim/dist/main.js`], {
  env: { ...process.env, SIM_PORT: '4625', SIM_HOST: '127.0.0.1', SIM_DATA_DIR: 'memory' },
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 4000));
const simUrl = 'http://127.0.0.1:4625';
const texts = JSON.parse((await import('node:fs')).readFileSync('/tmp/perf-prof/ops.json', 'utf8'));
const operation = (_ops, name) => texts[name];
const ops = null;
const env = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_SESSION: '0',
  GRAPHQL_SAFELIST: 'true',
  GRAPHQL_SAFELIST_DIR: `${ROOT}/web/src`,
  SCHEMA_DIR: `${ROOT}/schema`,
  SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
  WEB_DIST_DIR: '/nonexistent',
};
// Logs go nowhere (as a pipe to a collector would cost something similar for both).
const devnull = (await import('node:fs')).createWriteStream('/dev/null');
process.stdout.write = (chunk, ...rest) => devnull.write(chunk, ...rest);
async function gateway(dir, extra) {
  const { buildGateway, loadConfig } = await import(`${dir}/gateway/dist/index.js`);
  const config = loadConfig({ ...env, ...extra });
  return buildGateway({ ...config, legacyApiUrl: simUrl });
}
const builds =
  process.env.AB_ONLY === 'new' ? { new: ROOT } : { base: `${ROOT}/.bench-base`, new: ROOT };
const apps = {};
for (const [name, dir] of Object.entries(builds)) {
  apps[name] = {
    off: await gateway(dir, { CACHE_TTL_SECONDS: '0' }),
    warm: await gateway(dir, {}),
  };
}
const body = (name, variables) => JSON.stringify({ query: operation(ops, name), variables });
const cases = [
  ['c SelectedSupplier cache off', 'off', body('SelectedSupplier', { id: '101' })],
  ['d SelectedSupplier warm', 'warm', body('SelectedSupplier', { id: '101' })],
  ['e HomePage 101 warm', 'warm', body('HomePage', { supplierId: '101' })],
  ['f HomePage no branch warm', 'warm', body('HomePage', { supplierId: null })],
];
const headers = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
async function block(app, payload, n) {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i += 10) {
    const rs = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/graphql', headers, payload }),
      ),
    );
    for (const r of rs)
      if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / n;
}
const N = Number(process.env.AB_N ?? 200),
  ROUNDS = Number(process.env.AB_ROUNDS ?? 7);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const { Session } = await import('node:inspector/promises');
const profiling = process.env.AB_PROFILE ? new Session() : null;
if (profiling) {
  profiling.connect();
  await profiling.post('Profiler.enable');
}
for (const [label, kind, payload] of cases) {
  for (const name of Object.keys(apps)) await block(apps[name][kind], payload, 100); // warm-up
  const ms = { base: [], new: [] };
  const ratios = [];
  if (profiling) await profiling.post('Profiler.start');
  for (let r = 0; r < ROUNDS; r++) {
    const order = (r % 2 ? ['new', 'base'] : ['base', 'new']).filter((name) => apps[name]);
    for (const name of order) ms[name].push(await block(apps[name][kind], payload, N));
    ratios.push(ms.base.length ? ms.new.at(-1) / ms.base.at(-1) : 0);
  }
  if (profiling) {
    const { profile } = await profiling.post('Profiler.stop');
    (await import('node:fs')).writeFileSync(
      `${process.env.AB_PROFILE}-${label.split(' ')[0]}.cpuprofile`,
      JSON.stringify(profile),
    );
  }
  console.error(
    `${label}: base ${(median(ms.base) ?? 0).toFixed(3)} ms, new ${median(ms.new).toFixed(3)} ms CPU per request; new/base median ${(median(ratios) ?? 0).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')})`,
  );
}
for (const a of Object.values(apps)) {
  await a.off.close();
  await a.warm.close();
}
sim.kill();
