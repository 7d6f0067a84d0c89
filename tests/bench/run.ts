/**
 * `npm run bench`: starts the simulator and two gateways (catalogue cache off, and as shipped)
 * from the build, measures page data over a 150 ms round trip, upstream efficiency, throughput and
 * overhead, memory, and the web client's bytes and Lighthouse scores; prints tables and writes
 * tests/bench/results/bench-<time>.json (git-ignored). Arguments pick sections:
 * `npm run bench -- page-data throughput web`. `render-memory` drives BENCH_RENDER_REQUESTS (default
 * 50 000) mixed page requests at a gateway of its own (inspector on) and reports its RSS and heap
 * then and 60 s later, and the per-render objects alive in a heap snapshot. Repeats: BENCH_RUNS (page data, default 7),
 * BENCH_LOAD_RUNS / BENCH_LOAD_SECONDS / BENCH_CONNECTIONS (default 5 / 6 / 10),
 * BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_ROUTES (default /,/category/1,/product/1),
 * BENCH_LIGHTHOUSE_SIGNED_IN=0 (leaves out the signed-in home, basket and order page),
 * BENCH_WEB_ROUTES (comma-separated; default every route of
 * the legacy shop client) for the first-load bytes. BENCH_PORT_BASE puts the simulator and the two gateways on
 * that port and the next two instead of ephemeral ports (on a shared machine with assigned ports).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAIZE_MEAL_OFFER, OLIVE_OIL_OFFER, THANDI, placeOrder } from '../support/shoppers';
import { GraphqlClient } from '../support/gateway';
import { BrowserLikeClient } from './lib/http-client';
import { startLatencyProxy, type LatencyProxy } from './lib/latency-proxy';
import { machineInfo } from './lib/machine';
import { SPEC_ROUTES } from './lib/spec-routes';
import {
  startBareProxyProcess,
  startFloorGatewayProcess,
  startGatewayProcess,
  startSimulatorProcess,
  type ChildServer,
} from './lib/processes';
import { round, show } from './lib/stats';
import { kib, table } from './lib/table';
import { loadWebOperations, operation } from './lib/web-operations';
import {
  SimCalls,
  gatewayFixture,
  legacyFixture,
  measureEfficiency,
  measureOperationSizes,
  measureScreens,
  measureShippedScreenCalls,
} from './page-data';
import { ORDER_SCREENS, PAROW, SCREENS, type Screen } from './screens';
import { BROWSER_ACCEPT_ENCODING, graphqlCase, measureThroughput, ratio } from './throughput';
import { firstLoadBytes, lighthouseScores, transferred } from './web';
import { measureBasketCalls, measureComparisonCpu } from './basket';
import { measureRenderMemory } from './render-memory';
import { Inspector } from './lib/inspector';
import { UPSTREAM_CALL_LIMIT, measureEstimates } from './estimates';

const ONE_WAY_MS = 75;
const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const RUNS = env('BENCH_RUNS', 7);
const LOAD = {
  runs: env('BENCH_LOAD_RUNS', 5),
  durationSeconds: env('BENCH_LOAD_SECONDS', 6),
  connections: env('BENCH_CONNECTIONS', 10),
  settleMs: 3_000,
};
const LIGHTHOUSE_RUNS = env('BENCH_LIGHTHOUSE_RUNS', 3);
const SECTIONS = [
  'page-data',
  'estimates',
  'basket',
  'throughput',
  'render-memory',
  'web',
] as const;
const wanted = process.argv.slice(2);
const runs = (section: (typeof SECTIONS)[number]) =>
  wanted.length === 0 || wanted.includes(section);
for (const word of wanted) {
  if (!(SECTIONS as readonly string[]).includes(word)) {
    console.error(`Unknown section "${word}": choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}

const started = new Date();
const before = machineInfo();
console.log(
  `Shopfront benchmark · ${before.cpus} × ${before.cpuModel}, ${before.memoryGiB} GiB, Node ${before.node}, load ${before.loadAverage.join(' / ')}`,
);

const servers: ChildServer[] = [];
const proxies: LatencyProxy[] = [];
const clients: BrowserLikeClient[] = [];
const summary: Record<string, unknown> = {
  startedAt: started.toISOString(),
  machineBefore: before,
  settings: {
    oneWayLatencyMs: ONE_WAY_MS,
    pageDataRuns: RUNS,
    load: LOAD,
    lighthouseRuns: LIGHTHOUSE_RUNS,
  },
};

try {
  const webDistDir = process.env.WEB_DIST_DIR;
  const gatewayEnv: Record<string, string> = webDistDir ? { WEB_DIST_DIR: webDistDir } : {};
  const portBase = process.env.BENCH_PORT_BASE ? env('BENCH_PORT_BASE', 0) : undefined;
  const port = (offset: number): Record<string, string> =>
    portBase === undefined ? {} : { PORT: String(portBase + offset) };
  const sim = await startSimulatorProcess(
    portBase === undefined ? {} : { SIM_PORT: String(portBase) },
  );
  servers.push(sim);
  // The simulator's pictures say they live at localhost:<port>, the gateway's CSP allows the
  // origin it calls (127.0.0.1:<port>): allow both, or every picture is blocked and the largest
  // contentful element Lighthouse sees is text, not what a shopper's phone shows.
  gatewayEnv.CSP_EXTRA_ORIGINS = sim.url.replace('127.0.0.1', 'localhost');
  const noCache = await startGatewayProcess(sim.url, {
    ...gatewayEnv,
    ...port(1),
    CACHE_TTL_SECONDS: '0',
  });
  servers.push(noCache);
  const shipped = await startGatewayProcess(sim.url, { ...gatewayEnv, ...port(2) });
  servers.push(shipped);
  console.log(`simulator ${sim.url} · gateway (cache off) ${noCache.url} · gateway ${shipped.url}`);
  const operations = await loadWebOperations();

  if (runs('page-data')) {
    const shopper = await (async () => {
      const client = new GraphqlClient(noCache.url);
      await client.request(
        'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
        {
          input: { login: THANDI.login, password: THANDI.password },
        },
      );
      return client;
    })();
    const order = await placeOrder(shopper, sim.url, `bench-${Date.now()}`);
    const login = { login: THANDI.login, password: THANDI.password };

    const screens: Screen[] = [];
    const leftOut: Array<{ screen: string; reason: string }> = [];
    for (const screen of [...SCREENS, ...ORDER_SCREENS]) {
      const missing = (screen.requires ?? []).filter((name) => !operations.has(name));
      if (missing.length)
        leftOut.push({ screen: screen.name, reason: `web has no ${missing.join(', ')} yet` });
      else screens.push(screen);
    }

    const legacyProxy = await startLatencyProxy(sim.url, ONE_WAY_MS);
    const noCacheProxy = await startLatencyProxy(noCache.url, ONE_WAY_MS);
    const shippedProxy = await startLatencyProxy(shipped.url, ONE_WAY_MS);
    proxies.push(legacyProxy, noCacheProxy, shippedProxy);
    const legacyClient = new BrowserLikeClient(legacyProxy.url);
    const noCacheClient = new BrowserLikeClient(noCacheProxy.url);
    const shippedClient = new BrowserLikeClient(shippedProxy.url);
    const directClient = new BrowserLikeClient(noCache.url);
    clients.push(legacyClient, noCacheClient, shippedClient, directClient);
    const sides = {
      legacy: { client: legacyClient, fixture: await legacyFixture(legacyClient, login, order.id) },
      gatewayNoCache: {
        client: noCacheClient,
        fixture: await gatewayFixture(noCacheClient, login, order.id),
      },
      gatewayWarm: {
        client: shippedClient,
        fixture: await gatewayFixture(shippedClient, login, order.id),
      },
    };

    console.log('\n▸ Upstream efficiency (each operation alone, cache off)…');
    const efficiency = await measureEfficiency(
      screens,
      directClient,
      await gatewayFixture(directClient, login, order.id),
      new SimCalls(sim.url),
      operations,
    );
    console.log(
      table(
        ['screen', 'resources needed', 'operation', 'upstream calls', 'duplicates'],
        efficiency.flatMap((entry) =>
          entry.operations.map((op, i) => [
            i === 0 ? entry.screen : '',
            i === 0 ? entry.needed.length : '',
            op.operation,
            op.total,
            op.duplicates,
          ]),
        ),
      ),
    );
    for (const entry of efficiency) {
      if (entry.extra.length || entry.crossOperationRepeats) {
        console.log(
          `  ${entry.screen}: ${entry.screenCalls} calls for ${entry.needed.length} resources; repeated across operations: ${entry.crossOperationRepeats}; not in the legacy sequence: ${entry.extra.join(', ') || 'none'}`,
        );
      }
    }
    const shippedDirect = new BrowserLikeClient(shipped.url);
    clients.push(shippedDirect);
    const shippedCalls = await measureShippedScreenCalls(
      screens,
      shippedDirect,
      await gatewayFixture(shippedDirect, login, order.id),
      new SimCalls(sim.url),
      operations,
    );
    console.log(
      `  whole screens on the gateway as shipped, cold cache, in order: ${shippedCalls.map((s) => `${s.screen} ${s.total}`).join(', ')} upstream calls`,
    );
    summary.shippedScreenCalls = shippedCalls;
    const duplicates = efficiency
      .flatMap((entry) => entry.operations)
      .filter((op) => op.duplicates > 0);

    console.log(`\n▸ Page data over a ${2 * ONE_WAY_MS} ms round trip (${RUNS} runs each)…`);
    const timings = await measureScreens(screens, sides, operations, RUNS);
    console.log(
      table(
        [
          'screen',
          'legacy REST',
          'legacy, guard first',
          'gateway, cache off',
          'gateway, warm cache',
          'requests (waves) legacy → gateway',
          'bytes legacy → gateway',
        ],
        timings.map((t) => [
          t.screen,
          show(t.legacy.ms, ' ms'),
          show(t.legacyGuardFirst.ms, ' ms'),
          show(t.gatewayNoCache.ms, ' ms'),
          show(t.gatewayWarm.ms, ' ms'),
          `${t.legacy.requests} (${t.legacy.waves}) → ${t.gatewayWarm.requests} (${t.gatewayWarm.waves})`,
          `${kib(t.legacy.bytes)} → ${kib(t.gatewayWarm.bytes)}`,
        ]),
      ),
    );
    for (const entry of leftOut) console.log(`  left out: ${entry.screen} (${entry.reason})`);

    console.log('\n▸ Response size of each web operation (one response, warm gateway)…');
    const sizes = await measureOperationSizes(
      screens,
      shippedClient,
      sides.gatewayWarm.fixture,
      operations,
    );
    console.log(
      table(
        ['screen', 'operation', 'JSON', 'brotli q4'],
        sizes.map((s) => [s.screen, s.operation, kib(s.rawBytes), kib(s.brotliBytes)]),
      ),
    );
    summary.operationSizes = sizes;
    summary.upstreamEfficiency = efficiency;
    summary.pageData = timings;
    summary.screensLeftOut = leftOut;
    if (duplicates.length) {
      summary.failures = duplicates.map((op) => `${op.operation} repeated an upstream call`);
    }
  }

  if (runs('estimates')) {
    console.log(
      '\n▸ The upstream-call estimate against the calls made (each operation alone; cold: cache off, warm: as shipped, asked twice)…',
    );
    const login = { login: THANDI.login, password: THANDI.password };
    const shopper = new GraphqlClient(noCache.url);
    await shopper.request(
      'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      { input: login },
    );
    const order = await placeOrder(shopper, sim.url, `bench-estimates-${Date.now()}`);
    const coldClient = new BrowserLikeClient(noCache.url);
    const warmClient = new BrowserLikeClient(shipped.url);
    clients.push(coldClient, warmClient);
    const rows = await measureEstimates(
      [...SCREENS, ...ORDER_SCREENS].filter((screen) =>
        (screen.requires ?? []).every((name) => operations.has(name)),
      ),
      {
        cold: { client: coldClient, fixture: await gatewayFixture(coldClient, login, order.id) },
        warm: { client: warmClient, fixture: await gatewayFixture(warmClient, login, order.id) },
      },
      new SimCalls(sim.url),
      operations,
    );
    console.log(
      table(
        ['screen', 'operation', 'variables', 'estimate', 'calls cold', 'calls warm', 'holds'],
        rows.map((row) => [
          row.screen,
          row.operation,
          JSON.stringify(row.variables).slice(0, 40),
          row.estimate,
          row.cold,
          row.warm,
          row.estimate >= row.cold &&
          row.estimate >= row.warm &&
          row.estimate <= UPSTREAM_CALL_LIMIT
            ? 'yes'
            : 'NO',
        ]),
      ),
    );
    const broken = rows.filter(
      (row) =>
        row.estimate < row.cold || row.estimate < row.warm || row.estimate > UPSTREAM_CALL_LIMIT,
    );
    console.log(
      `  goal: every estimate at least the calls made, cold and warm, and at most ${UPSTREAM_CALL_LIMIT}: ${broken.length === 0 ? 'met' : `not met (${broken.map((row) => row.operation).join(', ')})`}`,
    );
    summary.estimates = rows;
    if (broken.length) {
      summary.failures = [
        ...((summary.failures as string[] | undefined) ?? []),
        ...broken.map(
          (row) => `${row.operation}: estimate ${row.estimate}, cold ${row.cold}, warm ${row.warm}`,
        ),
      ];
    }
  }

  if (runs('basket')) {
    console.log("\n▸ The basket: upstream calls per operation (cache off), the web's documents…");
    const calls = await measureBasketCalls(noCache.url, new SimCalls(sim.url), operations);
    console.log(
      table(
        ['operation', 'upstream calls, 10 lines', 'upstream calls, 100 lines'],
        calls.map((row) => [row.operation, row.calls[10] ?? '', row.calls[100] ?? '']),
      ),
    );
    const bounded = calls.filter((row) => !row.operation.startsWith('before'));
    const worst = Math.max(...bounded.flatMap((row) => Object.values(row.calls)));
    const grows = bounded.filter((row) => row.calls[100] !== row.calls[10]);
    console.log(
      `  goal: every basket operation a bounded number of upstream calls whatever its size: ${grows.length === 0 ? `met (at most ${worst}, the same at 10 and 100 lines)` : `not met (${grows.map((row) => row.operation).join(', ')})`}`,
    );
    console.log("\n▸ The comparison's gateway CPU at 100 lines (in process, blocks interleaved)…");
    const cpu = await measureComparisonCpu(sim.url, operations);
    console.log(
      table(
        ['document', 'CPU per request', 'GraphQL answer'],
        [
          [
            'BasketComparison, a new basket each time (the legacy call included)',
            `${round(cpu.newMs, 2)} ms`,
            `${cpu.listBytes} B`,
          ],
          [
            'BasketComparison, the same basket again (collect/deliver switch, reload)',
            `${round(cpu.againMs, 2)} ms`,
            `${cpu.listBytes} B`,
          ],
          [
            "BasketComparisonBranch: one branch's lines (Shop here)",
            `${round(cpu.branchMs, 2)} ms`,
            `${cpu.branchBytes} B`,
          ],
          [
            "before: every branch's lines in the list, a new basket each time",
            `${round(cpu.beforeMs, 2)} ms`,
            `${cpu.beforeBytes} B`,
          ],
          [
            'floor: the legacy answer alone, received and drained (undici)',
            `${round(cpu.receiveMs, 2)} ms`,
            `${cpu.legacyBytes} B (legacy)`,
          ],
          [
            'floor: the legacy answer decoded and parsed whole (JSON.parse)',
            `${round(cpu.parseMs, 2)} ms`,
            `${cpu.legacyBytes} B (legacy)`,
          ],
        ],
      ),
    );
    console.log(
      `  ratio to before, per round, median of ${cpu.rounds}: new basket ${round(cpu.newRatio, 2)}×, same basket again ${round(cpu.againRatio, 2)}×; goal ≤ 3 ms at 100 lines: again ${cpu.againMs <= 3 ? 'met' : 'not met'} (${round(cpu.againMs, 2)} ms), a new basket ${cpu.newMs <= 3 ? 'met' : 'not met'} (${round(cpu.newMs, 2)} ms)`,
    );
    summary.basket = { calls, comparisonCpu: cpu };
  }

  if (runs('throughput')) {
    console.log(
      `\n▸ Throughput: autocannon, ${LOAD.connections} connections, ${LOAD.runs} interleaved rounds × ${LOAD.durationSeconds} s per case, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}…`,
    );
    const bare = await startBareProxyProcess(sim.url);
    servers.push(bare);
    const floor = await startFloorGatewayProcess(sim.url);
    servers.push(floor);
    // Gateways of their own, as in production: the safelist on (the page-data section signs in
    // and places orders with operations the web client does not have).
    const production = { ...gatewayEnv, GRAPHQL_SAFELIST: 'true' };
    const noCache = await startGatewayProcess(sim.url, { ...production, CACHE_TTL_SECONDS: '0' });
    servers.push(noCache);
    const shipped = await startGatewayProcess(sim.url, production);
    servers.push(shipped);
    const selected = operation(operations, 'SelectedSupplier');
    const home = operation(operations, 'HomePage');
    const cases = [
      {
        id: 'a',
        name: `REST GET /catalog/v1/suppliers/${PAROW}, simulator directly`,
        url: `${sim.url}/catalog/v1/suppliers/${PAROW}`,
        method: 'GET' as const,
        serverPid: sim.pid,
      },
      {
        id: 'b',
        name: 'the same GET through a bare proxy (node:http + undici Pool)',
        url: `${bare.url}/catalog/v1/suppliers/${PAROW}`,
        method: 'GET' as const,
        serverPid: bare.pid,
      },
      graphqlCase('c', 'SelectedSupplier, cache off (that one upstream call)', noCache, selected, {
        id: PAROW,
      }),
      graphqlCase(
        'h',
        'SelectedSupplier on the floor: Fastify + graphql-jit + undici, no gateway features',
        floor,
        selected,
        { id: PAROW },
      ),
      graphqlCase('d', 'SelectedSupplier, cache warm', shipped, selected, { id: PAROW }),
      graphqlCase('e', `HomePage for branch ${PAROW}, warm`, shipped, home, { supplierId: PAROW }),
      graphqlCase(
        'f',
        'HomePage, no branch (Price comparison, the landing page), warm',
        shipped,
        home,
        {
          supplierId: null,
        },
      ),
      graphqlCase(
        'g',
        `HomePage for branch ${PAROW}, cache off (3 upstream calls)`,
        noCache,
        home,
        {
          supplierId: PAROW,
        },
      ),
    ];
    const { load, memory } = await measureThroughput(
      cases,
      [
        { name: 'gateway, cache off', pid: noCache.pid },
        { name: 'gateway, as shipped', pid: shipped.pid },
      ],
      LOAD,
    );
    console.log(
      table(
        [
          'case',
          'requests/s',
          'CPU per request',
          'p50',
          'p99',
          'mean',
          'response (as sent / raw)',
          'non-2xx',
          'errors',
        ],
        load.map((r) => [
          `${r.id}. ${r.name}`,
          show(r.requestsPerSecond),
          show(r.cpuMsPerRequest, ' ms', 2),
          show(r.p50Ms, ' ms', 1),
          show(r.p99Ms, ' ms', 1),
          show(r.meanMs, ' ms', 2),
          `${r.bytes.encoded} B ${r.bytes.encoding} / ${r.bytes.raw} B`,
          r.non2xx,
          r.errors,
        ]),
      ),
    );
    const byId = new Map(load.map((r) => [r.id, r]));
    const anchor = byId.get('b');
    const ratios = anchor
      ? load
          .filter((r) => r.id !== 'b')
          .map((r) => ({ id: r.id, name: r.name, ...ratio(r, anchor) }))
      : [];
    console.log(
      '\n  Ratios to the bare proxy (b), taken per round, median over rounds (goals: c ≥ 0.35×; d, e, f ≥ 1.4× its requests/s):',
    );
    console.log(
      table(
        ['case', 'requests/s ÷ b', 'CPU per request ÷ b'],
        ratios.map((r) => [
          `${r.id}/b`,
          `${round(r.rps.median, 2)}× (±${Math.round(r.rps.spreadPercent / 2)}%)`,
          `${round(r.cpu.median, 1)}× (±${Math.round(r.cpu.spreadPercent / 2)}%)`,
        ]),
      ),
    );
    const landing = byId.get('f');
    if (landing) {
      console.log(
        `  Landing page (f): ${landing.bytes.raw} B of JSON (${landing.bytes.encoded} B ${landing.bytes.encoding}), ${round(landing.cpuMsPerRequest.median, 2)} ms CPU per request warm (goals ≤ 20 KB, ≤ 2 ms)`,
      );
    }
    console.log(
      table(
        ['gateway', 'RSS at rest', 'under load (median / peak)', 'after each round', 'growth'],
        memory.map((m) => [
          m.gateway,
          `${round(m.restMiB)} MiB`,
          `${round(m.medianUnderLoadMiB)} / ${round(m.peakUnderLoadMiB)} MiB`,
          m.afterEachRunMiB.map((n) => round(n)).join(', ') + ' MiB',
          `${round(m.growthMiB)} MiB`,
        ]),
      ),
    );
    summary.throughput = load;
    summary.ratiosToBareProxy = ratios;
    summary.memory = memory;
  }

  if (runs('render-memory')) {
    // A gateway of its own, as shipped, so its memory is the rendered pages' alone; its inspector
    // on (here only) for its heap figures and a heap snapshot. BENCH_RENDER_NODE_OPTIONS adds
    // Node flags (`--max-semi-space-size=…`) to compare.
    const inspectPort = portBase === undefined ? 9329 : portBase + 9;
    const gateway = await startGatewayProcess(sim.url, {
      ...gatewayEnv,
      ...port(4),
      NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort} ${process.env.BENCH_RENDER_NODE_OPTIONS ?? ''}`,
      // BENCH_RENDER_CGROUP: a cgroup folder to start it in, to run it under a pod's memory limit.
      ...(process.env.BENCH_RENDER_CGROUP ? { CGROUP: process.env.BENCH_RENDER_CGROUP } : {}),
    });
    servers.push(gateway);
    const inspector = await Inspector.connect(inspectPort);
    const requests = env('BENCH_RENDER_REQUESTS', 50_000);
    console.log(
      `\n▸ Memory under rendered pages: ${requests} mixed page requests (MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? 'unset'}, ${process.env.BENCH_RENDER_NODE_OPTIONS ?? 'no extra Node flags'})…`,
    );
    const snapshotDir = fileURLToPath(new URL('./results/', import.meta.url));
    mkdirSync(snapshotDir, { recursive: true });
    const result = await measureRenderMemory({
      gatewayUrl: gateway.url,
      pid: gateway.pid,
      inspector,
      requests,
      connections: env('BENCH_RENDER_CONNECTIONS', 8),
      settleSeconds: env('BENCH_RENDER_SETTLE_SECONDS', 60),
      snapshotFile: `${snapshotDir}render-memory-${started.toISOString().replace(/[:.]/g, '-')}.heapsnapshot`,
      log: (line) => console.log(line),
    }).finally(() => inspector.close());
    const mib = (n: number) => `${round(n)} MiB`;
    console.log(
      table(
        ['', 'start', 'after the load', `${result.settleSeconds} s later`, 'then a full GC'],
        [
          [
            'RSS',
            mib(result.rssStartMiB),
            mib(result.rssAfterLoadMiB),
            mib(result.rssAfterSettleMiB),
            mib(result.heap.afterCollection.rssMiB),
          ],
          ...(['heapUsedMiB', 'heapTotalMiB', 'externalMiB'] as const).map((field) => [
            field.replace('MiB', ''),
            mib(result.heap.start[field]),
            mib(result.heap.afterLoad[field]),
            mib(result.heap.afterSettle[field]),
            mib(result.heap.afterCollection[field]),
          ]),
        ],
      ),
    );
    console.log(
      `  ${result.requests} requests (${result.rendered} rendered) in ${round(result.seconds)} s; statuses ${JSON.stringify(result.statuses)}`,
    );
    const kinds = (k: Record<string, number>) =>
      Object.entries(k)
        .map(([name, n]) => `${name} ${round(n)}`)
        .join(', ');
    console.log(
      `  resident by mapping (MiB), start: ${kinds(result.residentByKind.start)}; after the collection: ${kinds(result.residentByKind.afterCollection)}`,
    );
    console.log(
      `  alive in the heap snapshot after the settle: ${Object.entries(result.snapshot.alive)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')} (${result.snapshot.file})`,
    );
    console.log(
      `  most objects: ${result.snapshot.largest.map(([name, count]) => `${name} ${count}`).join(', ')}`,
    );
    console.log(
      `  goal: RSS ${result.settleSeconds} s after the load within 120 % of the start, no render's client alive: ${result.goalMet ? 'met' : 'NOT met'} (${round(result.growth * 100)} %, ${result.snapshot.alive.ApolloClient ?? 0} clients)`,
    );
    summary.renderMemory = result;
  }

  if (runs('web')) {
    console.log('\n▸ Web client: first-load JavaScript and CSS per route…');
    // BENCH_WEB_ROUTES=/,/category/1 measures only those (every route of the legacy shop client by default).
    const webRoutes = process.env.BENCH_WEB_ROUTES?.split(',').filter(Boolean) ?? SPEC_ROUTES;
    const bytes = await firstLoadBytes(shipped.url, webRoutes);
    console.log(
      table(
        ['route', 'landed on', 'files', 'JS raw / gzip / brotli', 'CSS raw / gzip / brotli'],
        bytes.map((b) => [
          b.route,
          b.landedOn,
          b.files,
          `${kib(b.js.raw)} / ${kib(b.js.gzip)} / ${kib(b.js.brotli)}`,
          `${kib(b.css.raw)} / ${kib(b.css.gzip)} / ${kib(b.css.brotli)}`,
        ]),
      ),
    );
    console.log(
      '\n▸ Bytes transferred by a fresh visitor (as served: pre-compressed assets, compressed JSON)…',
    );
    const transfers = await transferred(shipped.url, [
      { screen: 'home', route: '/' },
      { screen: 'category', route: '/category/1' },
      { screen: 'product', route: '/product/1' },
    ]);
    console.log(
      table(
        ['screen', 'mode', 'requests', 'total', 'by type'],
        transfers.map((t) => [
          t.screen,
          t.dataFree ? 'data-free' : 'normal',
          t.requests,
          kib(t.totalBytes),
          Object.entries(t.byType)
            .map(([type, n]) => `${type} ${kib(n)}`)
            .join(', '),
        ]),
      ),
    );
    // Before: the same build with server rendering off (SSR=false, the client-rendered
    // index.html every page got before docs/adr/0029); after: as shipped. Alternated run by run.
    const clientRendered = await startGatewayProcess(sim.url, {
      ...gatewayEnv,
      ...port(3),
      SSR: 'false',
    });
    servers.push(clientRendered);
    console.log(
      `\n▸ Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs each, before = SSR=false ${clientRendered.url}, after = ${shipped.url}, alternated; load ${machineInfo().loadAverage.join(' / ')})…`,
    );
    const scores = await lighthouseScores(
      [
        { label: 'before', baseUrl: clientRendered.url },
        { label: 'after', baseUrl: shipped.url },
      ],
      process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',').filter(Boolean) ?? [
        '/',
        '/category/1',
        '/product/1',
      ],
      LIGHTHOUSE_RUNS,
      fileURLToPath(new URL('./results/lighthouse/', import.meta.url)),
    );
    // A signed-in shopper's home, basket and order page (docs/adr/0049): before = the client page every
    // request with the session cookie got (the SSR=false gateway), after = rendered for them.
    // BENCH_LIGHTHOUSE_SIGNED_IN=0 leaves them out.
    if (process.env.BENCH_LIGHTHOUSE_SIGNED_IN !== '0') {
      const sessionOn = async (gatewayUrl: string) => {
        const client = new GraphqlClient(gatewayUrl);
        await client.request(
          'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
          { input: { login: THANDI.login, password: THANDI.password } },
        );
        return client;
      };
      const [before, after] = [await sessionOn(clientRendered.url), await sessionOn(shipped.url)];
      const session = (client: GraphqlClient) =>
        client.cookieHeader.split('; ').find((pair) => pair.startsWith('sf_session='));
      const order = await placeOrder(after, sim.url, `bench-signed-in-${Date.now()}`);
      // Her basket (the legacy cart both gateways read) holds two lines, as a returning
      // shopper's does: an empty basket page measures the "empty" line, not the basket.
      const filled = await after.request<{ setBasketLines: { errors: unknown[] } }>(
        `mutation ($input: SetBasketLinesInput!) { setBasketLines(input: $input) { errors { message } } }`,
        {
          input: {
            lines: [
              { offerId: MAIZE_MEAL_OFFER, quantity: 2 },
              { offerId: OLIVE_OIL_OFFER, quantity: 1 },
            ],
          },
        },
      );
      if (filled.data?.setBasketLines.errors.length !== 0)
        throw new Error(`The signed-in basket was not filled: ${JSON.stringify(filled)}`);
      console.log(
        `\n▸ Lighthouse signed in (${LIGHTHOUSE_RUNS} runs each, the session cookie in the browser's jar; load ${machineInfo().loadAverage.join(' / ')})…`,
      );
      scores.push(
        ...(await lighthouseScores(
          [
            {
              label: 'before, signed in',
              baseUrl: clientRendered.url,
              cookie: session(before),
            },
            { label: 'after, signed in', baseUrl: shipped.url, cookie: session(after) },
          ],
          ['/', '/basket', `/orders/${order.id}`],
          LIGHTHOUSE_RUNS,
          fileURLToPath(new URL('./results/lighthouse/', import.meta.url)),
        )),
      );
    }
    const ms = (summary: { median: number }) => `${Math.round(summary.median)}`;
    console.log(
      table(
        [
          'url',
          'build',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'FCP',
          'LCP',
          'LCP: TTFB / load delay / load time / render delay',
          'TBT',
          'CLS',
          'JS on the wire (requests)',
          'load (1 min) per run',
        ],
        scores.map((s) => [
          s.url,
          s.build,
          show(s.performance),
          show(s.accessibility),
          show(s.bestPractices),
          show(s.seo),
          show(s.fcpMs, ' ms'),
          show(s.lcpMs, ' ms'),
          `${ms(s.lcpPhases.ttfb)} / ${ms(s.lcpPhases.loadDelay)} / ${ms(s.lcpPhases.loadTime)} / ${ms(s.lcpPhases.renderDelay)} ms`,
          show(s.tbtMs, ' ms'),
          s.cls.median.toFixed(3),
          `${kib(s.scriptTransferBytes.median)} (${s.scriptRequests.median})`,
          s.loadAverages.join(', '),
        ]),
      ),
    );
    console.log('\nLargest contentful element per run:');
    for (const s of scores) console.log(`  ${s.build} ${s.url}: ${s.lcpElements.join(' | ')}`);
    summary.web = { firstLoad: bytes, transferred: transfers, lighthouse: scores };
  }
} finally {
  for (const client of clients) client.close();
  for (const proxy of proxies) await proxy.close();
  for (const server of servers.reverse()) await server.stop();
}

const after = machineInfo();
summary.machineAfter = after;
summary.finishedAt = new Date().toISOString();
console.log(
  `\nLoad average before ${before.loadAverage.join(' / ')}, after ${after.loadAverage.join(' / ')} (1 / 5 / 15 min). ±n% is half the spread (max - min) across repeats, relative to the median.`,
);
const dir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(dir, { recursive: true });
const file = `${dir}bench-${started.toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(`${dir}latest.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Summary written to ${file}`);
const failures = (summary.failures as string[] | undefined) ?? [];
if (failures.length) {
  console.error(`\n✗ ${failures.join('\n✗ ')}`);
  process.exit(1);
}
