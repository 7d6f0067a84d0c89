import { describe, expect, it } from 'vitest';
import { releaseMemoryWhenQuiet } from './quiet-memory.js';

const MiB = 1024 * 1024;

/** Allocates and drops about `megabytes` of small objects, as a burst of renders does. */
function burst(megabytes: number): void {
  let kept: object[] = [];
  let made = 0;
  while (made < megabytes * MiB) {
    kept.push({ text: `${'x'.repeat(200)}${made}`, list: [made, made + 1, made + 2] });
    made += 300;
    if (kept.length > 50_000) kept = [];
  }
  kept = [];
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe('releaseMemoryWhenQuiet', () => {
  it('gives a burst’s memory back to the system once the process is quiet', async () => {
    const lines: Array<{ rssBeforeMiB: number; rssAfterMiB: number }> = [];
    const stop = releaseMemoryWhenQuiet({
      intervalMs: 200,
      minGrowthBytes: 32 * MiB,
      log: { info: (details) => lines.push(details as (typeof lines)[number]) },
    });
    const start = process.memoryUsage.rss();
    burst(400);
    const afterBurst = process.memoryUsage.rss();
    expect(afterBurst - start).toBeGreaterThan(100 * MiB);
    try {
      expect(await until(() => lines.length > 0, 20_000)).toBe(true);
      const [given] = lines;
      expect(given!.rssAfterMiB).toBeLessThan(given!.rssBeforeMiB - 80);
    } finally {
      stop();
    }
  }, 30_000);

  it('leaves a process that has not grown alone', async () => {
    const lines: object[] = [];
    const stop = releaseMemoryWhenQuiet({
      intervalMs: 100,
      minGrowthBytes: 256 * MiB,
      log: { info: (details) => lines.push(details) },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    stop();
    expect(lines).toEqual([]);
  });
});
