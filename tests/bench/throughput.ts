/**
 * Part 3 and 4: throughput and CPU per request of the cases in docs/benchmarks.md, in interleaved rounds
 * (every case once per round, so a burst of load from other work on the machine hits all cases
 * of that round alike), while the gateways' resident memory is sampled from /proc. Ratios to the
 * bare proxy (case b) are taken per round and their median reported, as the issue measures them.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { cpuSeconds, residentMiB } from './lib/processes';
import { quantile, summarise, type Summary } from './lib/stats';

/** What a browser sends (Chromium 14x): the gateway compresses for it, as in production. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface LoadCase {
  /** Letter of the case in docs/benchmarks.md's table (a … g). */
  id: string;
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The process serving it: its CPU per request is read from /proc. */
  serverPid: number;
  /** Sample this process's memory while the case runs (the gateways). */
  sampleMemory?: boolean;
}

export interface LoadResult {
  id: string;
  name: string;
  requestsPerSecond: Summary;
  /** CPU time (user + system) of the serving process per request, in ms. */
  cpuMsPerRequest: Summary;
  p50Ms: Summary;
  p99Ms: Summary;
  /** Mean latency (autocannon's percentiles are whole milliseconds). */
  meanMs: Summary;
  /** Summed over the runs: anything but 0 means the numbers are not comparable. */
  non2xx: number;
  errors: number;
  /** One response's body as sent to a browser, and uncompressed. */
  bytes: { encoded: number; raw: number; encoding: string };
  /** Per round, for ratios taken within a round. */
  perRound: Array<{ rps: number; cpuMs: number }>;
}

export interface MemoryResult {
  gateway: string;
  restMiB: number;
  /** Highest and median RSS while under load. */
  peakUnderLoadMiB: number;
  medianUnderLoadMiB: number;
  /** RSS a few seconds after each load round, in order. */
  afterEachRunMiB: number[];
  /** After the last round minus after the first. */
  growthMiB: number;
}

export interface ThroughputOptions {
  connections: number;
  durationSeconds: number;
  runs: number;
  settleMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A GraphQL query as the web client sends it in production: a GET carrying the operation's hash
 * (persisted operations; the safelist knows it from the manifest), its variables, and the CSRF
 * preflight header.
 */
export function graphqlCase(
  id: string,
  name: string,
  gateway: { url: string; pid: number },
  query: string,
  variables: Record<string, unknown>,
): LoadCase {
  const operationName = /^\s*query\s+(\w+)/.exec(query)?.[1] ?? '';
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') },
    }),
  });
  return {
    id,
    name,
    url: `${gateway.url}/graphql?${params}`,
    method: 'GET',
    serverPid: gateway.pid,
    sampleMemory: true,
  };
}

function headersFor(loadCase: LoadCase, acceptEncoding: string | null): Record<string, string> {
  return {
    accept: 'application/json',
    ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    ...(loadCase.body ? { 'content-type': 'application/json' } : {}),
    ...(loadCase.url.includes('/graphql?') ? { 'apollo-require-preflight': 'true' } : {}),
  };
}

/** One response's body size, with and without a browser's Accept-Encoding. */
function responseBytes(
  loadCase: LoadCase,
  acceptEncoding: string | null,
): Promise<{ bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      loadCase.url,
      { method: loadCase.method, headers: headersFor(loadCase, acceptEncoding) },
      (incoming) => {
        let bytes = 0;
        incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
        incoming.on('end', () =>
          resolve({
            bytes,
            encoding: String(incoming.headers['content-encoding'] ?? 'identity'),
            status: incoming.statusCode ?? 0,
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(loadCase.body);
  });
}

export async function measureThroughput(
  cases: LoadCase[],
  gateways: Array<{ name: string; pid: number }>,
  options: ThroughputOptions,
): Promise<{ load: LoadResult[]; memory: MemoryResult[] }> {
  const memory = new Map<number, { rest: number; under: number[]; after: number[] }>();
  for (const gateway of gateways) {
    memory.set(gateway.pid, { rest: residentMiB(gateway.pid), under: [], after: [] });
  }
  const fire = (loadCase: LoadCase, durationSeconds: number) =>
    autocannon({
      url: loadCase.url,
      method: loadCase.method,
      connections: options.connections,
      duration: durationSeconds,
      timeout: 30,
      headers: headersFor(loadCase, BROWSER_ACCEPT_ENCODING),
      ...(loadCase.body ? { body: loadCase.body } : {}),
    });

  const sizes = new Map<string, LoadResult['bytes']>();
  for (const loadCase of cases) {
    const encoded = await responseBytes(loadCase, BROWSER_ACCEPT_ENCODING);
    const raw = await responseBytes(loadCase, null);
    if (encoded.status >= 400 || raw.status >= 400) {
      throw new Error(`${loadCase.name}: HTTP ${encoded.status} / ${raw.status}`);
    }
    sizes.set(loadCase.id, { encoded: encoded.bytes, raw: raw.bytes, encoding: encoded.encoding });
  }

  // A short warm-up of each case (JIT, connection pools, the warm cache).
  for (const loadCase of cases) await fire(loadCase, 2);

  const raw = new Map<
    string,
    {
      rps: number[];
      cpuMs: number[];
      p50: number[];
      p99: number[];
      mean: number[];
      bad: number;
      errors: number;
    }
  >();
  for (let run = 0; run < options.runs; run++) {
    for (const loadCase of cases) {
      const samples = loadCase.sampleMemory ? memory.get(loadCase.serverPid) : undefined;
      const sampler = samples
        ? setInterval(() => samples.under.push(residentMiB(loadCase.serverPid)), 200)
        : undefined;
      const cpuBefore = cpuSeconds(loadCase.serverPid);
      const result = await fire(loadCase, options.durationSeconds);
      const cpuUsed = cpuSeconds(loadCase.serverPid) - cpuBefore;
      if (sampler) clearInterval(sampler);
      const entry = raw.get(loadCase.id) ?? {
        rps: [],
        cpuMs: [],
        p50: [],
        p99: [],
        mean: [],
        bad: 0,
        errors: 0,
      };
      entry.rps.push(result.requests.average);
      entry.cpuMs.push((cpuUsed * 1000) / Math.max(1, result.requests.total));
      entry.p50.push(result.latency.p50);
      entry.p99.push(result.latency.p99);
      entry.mean.push(result.latency.average);
      entry.bad += result.non2xx;
      entry.errors += result.errors + result.timeouts;
      raw.set(loadCase.id, entry);
    }
    await sleep(options.settleMs);
    for (const [pid, samples] of memory) samples.after.push(residentMiB(pid));
  }

  const load = cases.map((loadCase): LoadResult => {
    const entry = raw.get(loadCase.id);
    if (!entry) throw new Error(`No runs of ${loadCase.name}`);
    return {
      id: loadCase.id,
      name: loadCase.name,
      requestsPerSecond: summarise(entry.rps),
      cpuMsPerRequest: summarise(entry.cpuMs),
      p50Ms: summarise(entry.p50),
      p99Ms: summarise(entry.p99),
      meanMs: summarise(entry.mean),
      non2xx: entry.bad,
      errors: entry.errors,
      bytes: sizes.get(loadCase.id) ?? { encoded: 0, raw: 0, encoding: 'identity' },
      perRound: entry.rps.map((rps, i) => ({ rps, cpuMs: entry.cpuMs[i] ?? Number.NaN })),
    };
  });
  const memoryResults = gateways.map((gateway) => {
    const samples = memory.get(gateway.pid) ?? { rest: 0, under: [], after: [] };
    const first = samples.after[0] ?? 0;
    const last = samples.after.at(-1) ?? 0;
    return {
      gateway: gateway.name,
      restMiB: samples.rest,
      peakUnderLoadMiB: Math.max(...samples.under),
      medianUnderLoadMiB: quantile(samples.under, 0.5),
      afterEachRunMiB: samples.after,
      growthMiB: last - first,
    };
  });
  return { load, memory: memoryResults };
}

/**
 * `of` over `to`, taken within each round and summarised over the rounds: requests per second
 * (higher is better) and CPU per request (lower is better).
 */
export function ratio(of: LoadResult, to: LoadResult): { rps: Summary; cpu: Summary } {
  const rounds = of.perRound.map((round, i) => ({ round, anchor: to.perRound[i] }));
  return {
    rps: summarise(rounds.map(({ round, anchor }) => round.rps / (anchor?.rps ?? Number.NaN))),
    cpu: summarise(rounds.map(({ round, anchor }) => round.cpuMs / (anchor?.cpuMs ?? Number.NaN))),
  };
}
