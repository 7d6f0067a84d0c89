/**
 * The gateway's CPU per page request (docs/benchmarks.md, "The server render's CPU"): sequential requests for a
 * cached page (the same URL) and uncached ones (a new query string each), the serving process's
 * user + system time from /proc over the requests. Against a running shop whose gateway's pid is
 * GATEWAY_PID:
 *
 *   BASE=http://localhost:4000 GATEWAY_PID=1234 N=40 npx node tests/bench/page-render-cpu.mjs
 *
 * N_CACHED (default 10 × N) requests for each cached page: /proc counts in 10 ms ticks, so a
 * sub-millisecond cost needs a few hundred requests to be read at all. Each request asks as a
 * browser does (`accept-encoding: br, gzip`). REVALIDATE=1 adds a cached page asked again with
 * the ETag of the copy the browser has (a 304).
 */
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://localhost:4442';
const pid = Number(process.env.GATEWAY_PID);
const n = Number(process.env.N ?? 40);
const nCached = Number(process.env.N_CACHED ?? n * 10);
const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const tick = 100; // USER_HZ
const cpuMs = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / tick;
};
async function measure(label, url, count = n, extraHeaders = {}) {
  const headers = { ...browser, ...extraHeaders };
  for (let i = 0; i < 5; i++) await (await fetch(url(i + 1000), { headers })).text();
  const before = cpuMs();
  const t0 = Date.now();
  let render = '';
  for (let i = 0; i < count; i++) {
    const r = await fetch(url(i), { headers });
    render = `${r.status} ${r.headers.get('x-render')}`;
    await r.text();
  }
  console.log(
    `${label}: ${((cpuMs() - before) / count).toFixed(2)} ms CPU per request, ${((Date.now() - t0) / count).toFixed(1)} ms wall (${count} requests, last: ${render})`,
  );
}
await measure('product, cached', () => `${base}/product/1`, nCached);
if (process.env.REVALIDATE) {
  const etag = (await fetch(`${base}/product/1`, { headers: browser })).headers.get('etag');
  await measure('product, cached, revalidated', () => `${base}/product/1`, nCached, {
    'if-none-match': etag ?? '',
  });
}
await measure('product, uncached', (i) => `${base}/product/1?n=${Date.now()}-${i}`);
await measure('home, cached', () => `${base}/`, nCached);
await measure('home, uncached', (i) => `${base}/?n=${Date.now()}-${i}`);
await measure('category, uncached', (i) => `${base}/category/5?n=${Date.now()}-${i}`);
