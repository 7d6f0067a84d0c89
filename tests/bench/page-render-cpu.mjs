/**
 * The gateway's CPU per page request (docs/benchmarks.md, "Issue 30"): sequential requests for a
 * cached page (the same URL) and uncached ones (a new query string each), the serving process's
 * user + system time from /proc over the requests. Against a running shop whose gateway's pid is
 * GATEWAY_PID:
 *
 *   BASE=http://localhost:4000 GATEWAY_PID=1234 N=40 npx node tests/bench/page-render-cpu.mjs
 */
import { readFileSync } from 'node:fs';
const base = process.env.BASE ?? 'http://localhost:4442';
const pid = Number(process.env.GATEWAY_PID);
const n = Number(process.env.N ?? 40);
const tick = 100; // USER_HZ
const cpuMs = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / tick;
};
async function measure(label, url) {
  for (let i = 0; i < 5; i++)
    await (await fetch(url(i + 1000), { headers: { accept: 'text/html' } })).text();
  const before = cpuMs();
  const t0 = Date.now();
  let render = '';
  for (let i = 0; i < n; i++) {
    const r = await fetch(url(i), { headers: { accept: 'text/html' } });
    render = r.headers.get('x-render');
    await r.text();
  }
  console.log(
    `${label}: ${((cpuMs() - before) / n).toFixed(2)} ms CPU per request, ${((Date.now() - t0) / n).toFixed(1)} ms wall (x-render ${render})`,
  );
}
await measure('product, cached', () => `${base}/product/1`);
await measure('product, uncached', (i) => `${base}/product/1?n=${Date.now()}-${i}`);
await measure('home, cached', () => `${base}/`);
await measure('home, uncached', (i) => `${base}/?n=${Date.now()}-${i}`);
await measure('category, uncached', (i) => `${base}/category/5?n=${Date.now()}-${i}`);
