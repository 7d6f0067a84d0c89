/**
 * Part 3 and 4: autocannon at fixed concurrency against the REST call made directly and the
 * GraphQL query that needs exactly that one call, and the home query with the catalogue cache
 * off (every request cold) and warm, while the gateway's resident memory is sampled from /proc.
 */
import autocannon from 'autocannon';
import { residentMiB } from './lib/processes';
import { quantile, summarise, type Summary } from './lib/stats';

export interface LoadCase {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The gateway process serving it, whose memory is sampled; none for the simulator. */
  gatewayPid?: number;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: Summary;
  p50Ms: Summary;
  p99Ms: Summary;
  /** Mean latency (autocannon's percentiles are whole milliseconds). */
  meanMs: Summary;
  /** Summed over the runs: anything but 0 means the numbers are not comparable. */
  non2xx: number;
  errors: number;
}

export interface MemoryResult {
  gateway: string;
  restMiB: number;
  /** Highest and median RSS while under load. */
  peakUnderLoadMiB: number;
  medianUnderLoadMiB: number;
  /** RSS a few seconds after each load run, in order. */
  afterEachRunMiB: number[];
  /** After the last run minus after the first. */
  growthMiB: number;
}

export interface ThroughputOptions {
  connections: number;
  durationSeconds: number;
  runs: number;
  settleMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function graphqlBody(query: string, variables: Record<string, unknown>): string {
  return JSON.stringify({ query, variables });
}

export function graphqlCase(
  name: string,
  gatewayUrl: string,
  gatewayPid: number,
  query: string,
  variables: Record<string, unknown>,
): LoadCase {
  return {
    name,
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    body: graphqlBody(query, variables),
    gatewayPid,
  };
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
  const raw = new Map<
    string,
    { rps: number[]; p50: number[]; p99: number[]; mean: number[]; bad: number; errors: number }
  >();

  const fire = (loadCase: LoadCase, durationSeconds: number) =>
    autocannon({
      url: loadCase.url,
      method: loadCase.method,
      connections: options.connections,
      duration: durationSeconds,
      timeout: 30,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      ...(loadCase.body ? { body: loadCase.body } : {}),
    });

  // A short warm-up of each case (JIT, connection pools, the warm cache).
  for (const loadCase of cases) await fire(loadCase, 2);

  for (let run = 0; run < options.runs; run++) {
    for (const loadCase of cases) {
      const samples = loadCase.gatewayPid ? memory.get(loadCase.gatewayPid) : undefined;
      const sampler = samples
        ? setInterval(() => samples.under.push(residentMiB(loadCase.gatewayPid as number)), 200)
        : undefined;
      const result = await fire(loadCase, options.durationSeconds);
      if (sampler) clearInterval(sampler);
      const entry = raw.get(loadCase.name) ?? {
        rps: [],
        p50: [],
        p99: [],
        mean: [],
        bad: 0,
        errors: 0,
      };
      entry.rps.push(result.requests.average);
      entry.p50.push(result.latency.p50);
      entry.p99.push(result.latency.p99);
      entry.mean.push(result.latency.average);
      entry.bad += result.non2xx;
      entry.errors += result.errors + result.timeouts;
      raw.set(loadCase.name, entry);
    }
    await sleep(options.settleMs);
    for (const [pid, samples] of memory) samples.after.push(residentMiB(pid));
  }

  const load = cases.map((loadCase) => {
    const entry = raw.get(loadCase.name) ?? {
      rps: [],
      p50: [],
      p99: [],
      mean: [],
      bad: 0,
      errors: 0,
    };
    return {
      name: loadCase.name,
      requestsPerSecond: summarise(entry.rps),
      p50Ms: summarise(entry.p50),
      p99Ms: summarise(entry.p99),
      meanMs: summarise(entry.mean),
      non2xx: entry.bad,
      errors: entry.errors,
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
