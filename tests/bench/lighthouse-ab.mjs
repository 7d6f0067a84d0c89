/**
 * Lighthouse mobile (simulated throttling, performance only) of one page on two or more running
 * shops, runs alternated so every shop meets the same machine load (docs/benchmarks.md): for a
 * change measured against the build before it, each started from its own checkout on its own
 * ports. Prints each shop's scores, total blocking time and LCP per run, and their medians, and
 * Lighthouse's benchmark index of the machine at each run: total blocking time is the page's
 * main-thread work as measured here, times four, so it moves with the machine's speed (the index
 * moved 1 356–2 170 between two consecutive runs on 2026-12-01).
 *
 *   ROUTE=/category/1 RUNS=3 SHOPS=http://localhost:7711,http://localhost:7701 \
 *     node tests/bench/lighthouse-ab.mjs
 *
 * BLOCK (URL patterns, comma-separated) keeps requests from being made, e.g.
 * `BLOCK='*\/assets/main-*.js'` for the page as served without the app's entry.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const route = process.env.ROUTE ?? '/';
const runs = Number(process.env.RUNS ?? 3);
const shops = (process.env.SHOPS ?? 'http://localhost:4173').split(',');
const blocked = process.env.BLOCK ? { blockedUrlPatterns: process.env.BLOCK.split(',') } : {};
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const scores = shops.map(() => ({ performance: [], tbt: [], lcp: [], speed: [] }));
  for (let run = 0; run < runs; run++) {
    for (const [index, shop] of shops.entries()) {
      const result = await lighthouse(`${shop}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...blocked,
      });
      if (!result || result.lhr.runtimeError) {
        console.warn(`${shop} run ${run + 1}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
        continue;
      }
      const { categories, audits } = result.lhr;
      scores[index].performance.push(Math.round(categories.performance.score * 100));
      scores[index].tbt.push(Math.round(audits['total-blocking-time'].numericValue));
      scores[index].lcp.push(Math.round(audits['largest-contentful-paint'].numericValue));
      scores[index].speed.push(Math.round(result.lhr.environment.benchmarkIndex));
    }
  }
  for (const [index, shop] of shops.entries()) {
    const { performance, tbt, lcp, speed } = scores[index];
    console.log(
      `${shop}${route}  performance ${performance.join(', ')} (median ${median(performance)})` +
        `  TBT ${tbt.join(', ')} ms (median ${median(tbt)})  LCP median ${median(lcp)} ms` +
        `  benchmark index ${speed.join(', ')}`,
    );
  }
} finally {
  await chrome.kill();
}
