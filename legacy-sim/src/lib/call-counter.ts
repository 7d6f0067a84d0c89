/**
 * Counts calls per legacy route (`GET /catalog/v1/suppliers/{id}`) so tests and benchmarks can
 * assert how many upstream calls an operation made. Control (`/sim/...`) and media routes are not
 * counted.
 */
import type { FastifyInstance } from 'fastify';

export class CallCounter {
  private counts = new Map<string, number>();

  record(route: string): void {
    this.counts.set(route, (this.counts.get(route) ?? 0) + 1);
  }

  snapshot(): { calls: Record<string, number>; total: number } {
    const calls = Object.fromEntries(
      [...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)),
    );
    const total = [...this.counts.values()].reduce((sum, n) => sum + n, 0);
    return { calls, total };
  }

  reset(): void {
    this.counts.clear();
  }
}

export function countCalls(app: FastifyInstance, counter: CallCounter): void {
  app.addHook('onRequest', async (request) => {
    const pattern = request.routeOptions.url;
    if (!pattern || pattern.startsWith('/sim/') || pattern.startsWith('/media/')) return;
    counter.record(`${request.method} ${pattern.replace(/:(\w+)/g, '{$1}')}`);
  });
}
