/**
 * Memory under rendered pages (docs/adr/0029): drives many mixed page requests at a gateway as
 * shipped (most of them server renders: distinct URLs and Host headers, so the HTML cache and any
 * per-host state are exercised; a share of cached pages and the sitemap), and reports its RSS and
 * V8 heap at start, right after the load and `settleSeconds` later, then takes a heap snapshot
 * and counts what one render creates that is still alive (Apollo clients and caches, Lingui
 * instances, React Router's static routers, the preloader's query references). Goal: RSS back
 * within 20 % of the start, none of those left. The gateway runs with its inspector on (the bench
 * alone starts it so). Used by `npm run bench -- render-memory` (BENCH_RENDER_REQUESTS, default
 * 50 000; BENCH_RENDER_SETTLE_SECONDS, default 60; BENCH_RENDER_CONNECTIONS, default 8).
 */
import { Agent, request } from 'node:http';
import { countByConstructor, type HeapFigures, type Inspector } from './lib/inspector';
import { readFileSync } from 'node:fs';
import { residentMiB } from './lib/processes';

/**
 * The process's resident memory by kind of mapping (/proc/<pid>/smaps), in MiB: files (the node
 * binary, shared libraries), malloc's main arena (`[heap]`), and anonymous mappings (V8's heap
 * pages, malloc's other arenas and large blocks, thread stacks).
 */
export function residentByKind(pid: number): Record<'file' | 'mallocHeap' | 'anonymous', number> {
  const kinds = { file: 0, mallocHeap: 0, anonymous: 0 };
  let kind: keyof typeof kinds = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind = name.startsWith('/') ? 'file' : name === '[heap]' ? 'mallocHeap' : 'anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] += Number(rss[1]) / 1024;
  }
  return kinds;
}

/** What one server render creates, by constructor name in the web's server build. */
export const PER_RENDER = [
  'ApolloClient',
  'ServerRenderCache',
  'InMemoryCache',
  'I18n',
  'InternalQueryReference',
  'ObservableQuery',
  'RenderAnswers',
  'SuspenseCache',
  'QueryManager',
] as const;

export interface RenderMemoryResult {
  requests: number;
  connections: number;
  statuses: Record<string, number>;
  rendered: number;
  seconds: number;
  rssStartMiB: number;
  rssAfterLoadMiB: number;
  rssAfterSettleMiB: number;
  /**
   * process.memoryUsage() at start, after the load, after the settle, and after a full garbage
   * collection then (what is live, against what the process merely keeps).
   */
  heap: {
    start: HeapFigures;
    afterLoad: HeapFigures;
    afterSettle: HeapFigures;
    afterCollection: HeapFigures;
  };
  settleSeconds: number;
  /** RSS after the settle over RSS at start. */
  growth: number;
  /** Resident memory by kind of mapping at start and after the collection. */
  residentByKind: {
    start: ReturnType<typeof residentByKind>;
    afterCollection: ReturnType<typeof residentByKind>;
  };
  /** The heap snapshot taken after the settle, and the per-render objects alive in it. */
  snapshot: { file: string; alive: Record<string, number>; largest: Array<[string, number]> };
  goalMet: boolean;
}

/** The n-th request's path and Host: pages mostly rendered afresh (distinct URLs), some cached. */
function nth(n: number): { path: string; host: string } {
  const host = `shop-${n % 300}.example`;
  const kind = n % 10;
  if (kind < 3) return { path: `/product/${(n % 40) + 1}?v=${n}`, host };
  if (kind < 5) return { path: `/category/${(n % 12) + 1}?v=${n}`, host };
  if (kind < 6) return { path: `/?v=${n}`, host };
  if (kind < 7) return { path: `/promotions?v=${n}`, host };
  if (kind < 9) return { path: `/product/${(n % 5) + 1}`, host }; // mostly from the cache
  return { path: '/sitemap.xml', host };
}

function get(
  agent: Agent,
  base: URL,
  path: string,
  host: string,
): Promise<{ status: number; render: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname: base.hostname,
        port: base.port,
        path,
        headers: { host, accept: 'text/html', 'accept-encoding': 'br, gzip' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            render: String(response.headers['x-render'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function measureRenderMemory(options: {
  gatewayUrl: string;
  pid: number;
  /** The gateway's inspector. */
  inspector: Inspector;
  requests: number;
  connections: number;
  settleSeconds: number;
  /** Where the heap snapshot is written. */
  snapshotFile: string;
  log?: (line: string) => void;
}): Promise<RenderMemoryResult> {
  const { gatewayUrl, pid, inspector, requests, connections, settleSeconds } = options;
  const base = new URL(gatewayUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  let rendered = 0;
  const rssStartMiB = residentMiB(pid);
  const heapStart = await inspector.figures();
  const kindsStart = residentByKind(pid);
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const n = next++;
      const { path, host } = nth(n);
      const answer = await get(agent, base, path, host);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.render === 'rendered') rendered += 1;
      if (n > 0 && n % 5000 === 0) {
        const heap = await inspector.figures();
        options.log?.(
          `  ${n} requests, RSS ${heap.rssMiB.toFixed(0)} MiB, heap used ${heap.heapUsedMiB.toFixed(0)} of ${heap.heapTotalMiB.toFixed(0)} MiB, external ${heap.externalMiB.toFixed(0)} MiB`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  const rssAfterLoadMiB = residentMiB(pid);
  const heapAfterLoad = await inspector.figures();
  agent.destroy();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const rssAfterSettleMiB = residentMiB(pid);
  const heapAfterSettle = await inspector.figures();
  const growth = rssAfterSettleMiB / rssStartMiB;
  // After the settle's figures: a collection (and the snapshot's own) changes them.
  await inspector.collectGarbage();
  const heapAfterCollection = await inspector.figures();
  const kindsAfterCollection = residentByKind(pid);
  await inspector.writeSnapshot(options.snapshotFile);
  const counts = countByConstructor(options.snapshotFile);
  const byName = new Map(counts.map((entry) => [entry.name, entry.count]));
  const alive = Object.fromEntries(PER_RENDER.map((name) => [name, byName.get(name) ?? 0]));
  const leftAlive = alive.ApolloClient ?? 0;
  return {
    requests,
    connections,
    statuses,
    rendered,
    seconds,
    rssStartMiB,
    rssAfterLoadMiB,
    rssAfterSettleMiB,
    heap: {
      start: heapStart,
      afterLoad: heapAfterLoad,
      afterSettle: heapAfterSettle,
      afterCollection: heapAfterCollection,
    },
    settleSeconds,
    growth,
    residentByKind: { start: kindsStart, afterCollection: kindsAfterCollection },
    snapshot: {
      file: options.snapshotFile,
      alive,
      largest: counts.slice(0, 15).map((entry) => [entry.name, entry.count]),
    },
    // The gateway's own clients (none: it answers in process) are not per render; any alive
    // after the load is a render's.
    goalMet: growth <= 1.2 && leftAlive === 0,
  };
}
