/**
 * Counts calls per legacy route (`GET /catalog/v1/suppliers/{id}`) and per request
 * (`GET /catalog/v1/suppliers/101`), so tests and benchmarks can assert how many upstream calls an
 * operation made and whether it sent the same one twice (a fan-out to nine branches is nine calls
 * of one route, but no request twice). Control (`/sim/...`) and media routes are not counted.
 */
import type { FastifyInstance } from 'fastify';

export interface CallSnapshot {
  /** Calls per route pattern. */
  calls: Record<string, number>;
  /** Calls per request: method, path and query (without the `_` cache-buster, keys sorted). */
  requests: Record<string, number>;
  total: number;
}

function sorted(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** `GET /a?_=123&b=2&a=1` → `GET /a?a=1&b=2`: the timestamp makes no request a different one. */
export function requestKey(method: string, url: string): string {
  const parsed = new URL(url, 'http://sim.invalid');
  parsed.searchParams.delete('_');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return `${method} ${parsed.pathname}${query ? `?${query}` : ''}`;
}

export class CallCounter {
  private counts = new Map<string, number>();
  private requests = new Map<string, number>();

  record(route: string, request?: string): void {
    this.counts.set(route, (this.counts.get(route) ?? 0) + 1);
    if (request) this.requests.set(request, (this.requests.get(request) ?? 0) + 1);
  }

  snapshot(): CallSnapshot {
    const total = [...this.counts.values()].reduce((sum, n) => sum + n, 0);
    return { calls: sorted(this.counts), requests: sorted(this.requests), total };
  }

  reset(): void {
    this.counts.clear();
    this.requests.clear();
  }
}

export function countCalls(app: FastifyInstance, counter: CallCounter): void {
  app.addHook('onRequest', async (request) => {
    const pattern = request.routeOptions.url;
    if (!pattern || pattern.startsWith('/sim/') || pattern.startsWith('/media/')) return;
    counter.record(
      `${request.method} ${pattern.replace(/:(\w+)/g, '{$1}')}`,
      requestKey(request.method, request.url),
    );
  });
}
