/**
 * Gives the memory a burst of requests left behind back to the system once the gateway is quiet
 * (docs/adr/0050-memory-given-back-when-quiet.md). A server render allocates a lot and keeps
 * nothing, but V8 keeps the heap it grew to: with no allocation there is no collection, its
 * memory reducer did not collect in the quiet minute after a load, and an ordinary full
 * collection shrinks the heap without returning its pages (the process's RSS stays at its peak:
 * 172 → 602 MiB after 4 000 requests, unchanged after). The inspector's
 * `HeapProfiler.collectGarbage` is V8's "all available garbage" collection, which compacts,
 * shrinks the young generation and unmaps the freed pages; it is reached here through an
 * in-process inspector session (no port, no debugger), only while the event loop is quiet and
 * only when the process has grown since the last time, so no request waits for it under load.
 */
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';

export interface QuietMemoryOptions {
  /** How often the event loop's use is looked at. */
  intervalMs?: number;
  /** Quiet: the event loop busy at most this share of the last interval. */
  maxUtilization?: number;
  /** Only when the RSS grew this much since the last collection (or the start). */
  minGrowthBytes?: number;
  log?: { info(details: object, message: string): void };
}

/** Starts watching; returns a function that stops it. */
export function releaseMemoryWhenQuiet({
  intervalMs = 10_000,
  maxUtilization = 0.05,
  minGrowthBytes = 48 * 1024 * 1024,
  log,
}: QuietMemoryOptions = {}): () => void {
  let baseline = process.memoryUsage.rss();
  let last = performance.eventLoopUtilization();
  let running = false;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const before = process.memoryUsage.rss();
    if (running || utilization > maxUtilization || before - baseline < minGrowthBytes) return;
    running = true;
    const started = performance.now();
    void collectAllGarbage()
      .then(() => {
        baseline = process.memoryUsage.rss();
        log?.info(
          {
            rssBeforeMiB: Math.round(before / 1048576),
            rssAfterMiB: Math.round(baseline / 1048576),
            ms: Math.round(performance.now() - started),
          },
          'quiet: memory given back',
        );
      })
      .catch(() => undefined)
      .finally(() => {
        running = false;
        // The collection's own time is not the next interval's activity.
        last = performance.eventLoopUtilization();
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** V8's memory-reducing full collection, through an in-process inspector session. */
export async function collectAllGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.collectGarbage');
  } finally {
    session.disconnect();
  }
}
