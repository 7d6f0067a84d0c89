/**
 * Gateway CPU of one basket comparison as the web asks for it, by basket size (docs/benchmarks.md,
 * "Basket comparison CPU"). The gateway runs in this process and is called through `app.inject`;
 * the simulator runs in a child process, so only the gateway's work is counted. Needs
 * `npm run build:ts` and the codegen'd persisted-operations manifest.
 *
 *   npx tsx tests/bench/compare-cpu.ts       # COMPARE_LINES=100, COMPARE_N=100, COMPARE_ROUNDS=5,
 *                                            # COMPARE_OPERATION=BasketComparison,
 *                                            # COMPARE_PROFILE=<path prefix>, COMPARE_SIM_PORT,
 *                                            # COMPARE_MANIFEST=<another build's manifest>,
 *                                            # COMPARE_DOCUMENT=<a document's file>
 *
 * Three figures: a new basket each time (the gateway calls the legacy API: what a changed basket
 * costs), the same basket again (the collect/deliver switch, a reload: the gateway reuses the
 * comparison it made in the last minute), and one branch's lines for "Shop here".
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { buildGateway, loadConfig } from '@shopfront/gateway';
import { injectGraphql } from './lib/inject-graphql';
import { HERE, PAROW_SEARCH, parowOffers, type SearchedOffer } from './lib/parow-offers';
import { loadWebOperations, operation } from './lib/web-operations';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LINES = Number(process.env.COMPARE_LINES ?? 100);
const N = Number(process.env.COMPARE_N ?? 100);
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 5);
const OPERATION = process.env.COMPARE_OPERATION ?? 'BasketComparison';
const SIM_PORT = Number(process.env.COMPARE_SIM_PORT ?? 4321);
process.env.NODE_ENV = 'production';
const sim = spawn(process.execPath, [`${ROOT}legacy-sim/dist/main.js`], {
  env: {
    ...process.env,
    SIM_PORT: String(SIM_PORT),
    SIM_HOST: '127.0.0.1',
    SIM_DATA_DIR: 'memory',
  },
  stdio: 'ignore',
});
const simUrl = `http://127.0.0.1:${SIM_PORT}`;
for (let tries = 0; ; tries++) {
  try {
    await fetch(`${simUrl}/sim/calls`);
    break;
  } catch (error) {
    if (tries > 100) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const app = await buildGateway({
  ...loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_IP: '0',
    RATE_LIMIT_PER_SESSION: '0',
    SIGN_IN_ATTEMPTS: '0',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
    WEB_DIST_DIR: '/nonexistent',
  }),
  legacyApiUrl: simUrl,
});
const graphql = injectGraphql(app);

await graphql(
  `
    mutation ($input: SignInInput!) {
      signIn(input: $input) {
        errors {
          message
        }
      }
    }
  `,
  {
    input: { login: '0821234567', password: 'lekker123' },
  },
);
const found = await parowOffers(
  async (q) =>
    (
      JSON.parse((await graphql(PAROW_SEARCH, { q })).body) as {
        data: { offerSearch: { offers: SearchedOffer[] } };
      }
    ).data.offerSearch.offers,
  LINES,
);
const items = found.map(({ offerId }) => ({ offerId, quantity: 1 }));

// COMPARE_MANIFEST: another build's persisted-operations manifest (e.g. `git show
// <commit>:web/src/generated/persisted-query-manifest.json`), to measure its documents.
const operations = process.env.COMPARE_MANIFEST
  ? new Map(
      (
        JSON.parse(readFileSync(process.env.COMPARE_MANIFEST, 'utf8')) as {
          operations: Array<{ name: string; body: string }>;
        }
      ).operations.map((entry) => [entry.name, entry.body]),
    )
  : await loadWebOperations();
// COMPARE_DOCUMENT: a document's file instead (e.g. to measure a leaner selection of the same field).
const text = process.env.COMPARE_DOCUMENT
  ? readFileSync(process.env.COMPARE_DOCUMENT, 'utf8')
  : operation(operations, OPERATION);
const variables =
  OPERATION === 'SyncAndCompareBasket'
    ? { input: { items, location: HERE } }
    : { items, location: HERE, dispatch: 'DELIVER' };
/**
 * The same variables with another basket each time (one line's quantity changes), so no
 * comparison is one the gateway made in the last minute: what a changed basket costs.
 */
let baskets = 0;
function newBasket(): Record<string, unknown> {
  const count = baskets++;
  const changed = items.map((item, index) =>
    index === count % items.length
      ? { ...item, quantity: 2 + (Math.floor(count / items.length) % 9) }
      : item,
  );
  return OPERATION === 'SyncAndCompareBasket'
    ? { input: { items: changed, location: HERE } }
    : { ...variables, items: changed };
}
// The first comparison also keeps the legacy API's answer, to time parsing it alone: the floor
// of the gateway's work, whatever it does with the answer.
const parse = JSON.parse;
let upstreamBody = '';
JSON.parse = ((source: string, reviver?: Parameters<typeof parse>[1]) => {
  if (source.length > upstreamBody.length) upstreamBody = source;
  return parse(source, reviver);
}) as typeof JSON.parse;
const firstResponse = await graphql(text, variables);
JSON.parse = parse;
const first = JSON.parse(firstResponse.body) as {
  errors?: unknown;
  data?: { basketComparison?: { baskets?: Array<{ supplier: { id: string } }> } };
};
if (first.errors) throw new Error(JSON.stringify(first.errors));
const parseStart = process.cpuUsage();
for (let i = 0; i < N; i++) JSON.parse(upstreamBody);
const parseUsed = process.cpuUsage(parseStart);
const parseMs = (parseUsed.user + parseUsed.system) / 1000 / N;

async function block(
  n: number,
  document: string,
  vars: () => Record<string, unknown>,
): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) await graphql(document, vars(), true);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / n;
}

/** Median CPU per request of ROUNDS blocks of N (after a warm-up), profiled on request. */
async function measure(
  label: string,
  document: string,
  vars: () => Record<string, unknown>,
): Promise<void> {
  await block(20, document, vars); // warm-up: compiled documents, JIT
  const profiling = process.env.COMPARE_PROFILE ? new Session() : null;
  if (profiling) {
    profiling.connect();
    await profiling.post('Profiler.enable');
    await profiling.post('Profiler.start');
  }
  const ms: number[] = [];
  for (let round = 0; round < ROUNDS; round++) ms.push(await block(N, document, vars));
  if (profiling) {
    const { profile } = await profiling.post('Profiler.stop');
    writeFileSync(`${process.env.COMPARE_PROFILE!}-${label}.cpuprofile`, JSON.stringify(profile));
  }
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `${label}: ${median.toFixed(2)} ms gateway CPU per request (median of ${ROUNDS} × ${N}; ${ms.map((x) => x.toFixed(2)).join(' ')})`,
  );
}

console.log(
  `${OPERATION}, ${LINES} lines: response ${firstResponse.body.length} B; the legacy answer as parsed is ${upstreamBody.length} B and JSON.parse of it alone takes ${parseMs.toFixed(2)} ms`,
);
await measure('a new basket each time', text, newBasket);
await measure('the same basket again', text, () => variables);
// "Shop here" on the first branch: its lines, from the comparison the list just made.
const supplierId = first.data?.basketComparison?.baskets?.[0]?.supplier.id;
if (operations.has('BasketComparisonBranch') && supplierId && !process.env.COMPARE_DOCUMENT)
  await measure(
    'one branch’s lines (BasketComparisonBranch)',
    operation(operations, 'BasketComparisonBranch'),
    () => ({
      ...variables,
      supplierId,
    }),
  );
await app.close();
sim.kill();
