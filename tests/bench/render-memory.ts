/**
 * Memory under rendered pages (docs/adr/0029): drives many mixed page requests at a gateway as
 * shipped (most of them server renders: distinct URLs and Host headers, so the HTML cache and any
 * per-host state are exercised; a share of cached pages and GraphQL GETs), and reports its RSS at
 * start, right after the load and `settleSeconds` later. Goal: back within 20 % of the start.
 * Used by `npm run bench -- render-memory` (BENCH_RENDER_REQUESTS, default 10 000;
 * BENCH_RENDER_SETTLE_SECONDS, default 60; BENCH_RENDER_CONNECTIONS, default 8).
 */
import { Agent, request } from 'node:http';
import { residentMiB } from './lib/processes';

export interface RenderMemoryResult {
  requests: number;
  connections: number;
  statuses: Record<string, number>;
  rendered: number;
  seconds: number;
  rssStartMiB: number;
  rssAfterLoadMiB: number;
  rssAfterSettleMiB: number;
  settleSeconds: number;
  /** RSS after the settle over RSS at start. */
  growth: number;
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
  requests: number;
  connections: number;
  settleSeconds: number;
  log?: (line: string) => void;
}): Promise<RenderMemoryResult> {
  const { gatewayUrl, pid, requests, connections, settleSeconds } = options;
  const base = new URL(gatewayUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<string, number> = {};
  let rendered = 0;
  const rssStartMiB = residentMiB(pid);
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const n = next++;
      const { path, host } = nth(n);
      const answer = await get(agent, base, path, host);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.render === 'rendered') rendered += 1;
      if (n > 0 && n % 2000 === 0) {
        options.log?.(`  ${n} requests, RSS ${residentMiB(pid).toFixed(0)} MiB`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  const rssAfterLoadMiB = residentMiB(pid);
  agent.destroy();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const rssAfterSettleMiB = residentMiB(pid);
  const growth = rssAfterSettleMiB / rssStartMiB;
  return {
    requests,
    connections,
    statuses,
    rendered,
    seconds,
    rssStartMiB,
    rssAfterLoadMiB,
    rssAfterSettleMiB,
    settleSeconds,
    growth,
    goalMet: growth <= 1.2,
  };
}
