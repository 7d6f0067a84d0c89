/**
 * The server render's own CPU (docs/adr/0029), without the gateway around it: imports the web's
 * server build and renders a page N times in this process, its GraphQL answered by a running shop
 * once and then from memory, so only the render (loaders, React, the Apollo cache, the page's
 * head and data) is measured. Run with `--cpu-prof` to see where the time goes.
 *
 *   BASE=http://localhost:4000 PAGE=/product/1 N=200 ROUNDS=5 npx node tests/bench/render-alone.mjs
 *
 * ROUNDS blocks of N renders; each round's CPU per render is printed and their median. OUT=dir
 * writes each PAGE's HTML there (PAGE may list several, comma-separated) to compare two builds'
 * pages byte for byte; BRANCH=101:Mzansi Fresh Parow renders for a visitor who chose that branch. React runs its production build, as in the gateway (scripts/start.mjs sets
 * NODE_ENV=production): its development build costs about a quarter more.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const base = process.env.BASE ?? 'http://localhost:4442';
const pages = (process.env.PAGE ?? '/product/1').split(',');
const n = Number(process.env.N ?? 200);
const rounds = Number(process.env.ROUNDS ?? 1);
const out = process.env.OUT;
// BRANCH=101:Mzansi Fresh Parow renders as a visitor who chose that branch.
const [branchId, branchName] = process.env.BRANCH?.split(':') ?? [];
const branch = branchId ? { id: branchId, name: branchName ?? '' } : null;
const web = new URL('../../web/', import.meta.url);
const build = await import(
  pathToFileURL(new URL(`${process.env.SERVER_BUILD ?? 'dist-server'}/entry.js`, web).pathname).href
);
const template = readFileSync(new URL('dist/index.html', web), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));

const answers = new Map();
/** The shop's answer to each GraphQL GET, asked once. */
const rememberingFetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url);
  const key = `${init?.method ?? 'GET'} ${url.pathname}${url.search} ${init?.body ?? ''}`;
  let answer = answers.get(key);
  if (!answer) {
    const response = await fetch(`${base}${url.pathname}${url.search}`, init);
    answer = {
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    };
    answers.set(key, answer);
  }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
};

const renderOnce = (path) =>
  build.render({
    url: `http://localhost${path}`,
    headers: {},
    locale: 'en',
    branch,
    fetch: rememberingFetch,
    template,
    manifest,
    dataDeadlineMs: 5000,
  });

for (const path of pages) {
  const first = await renderOnce(path);
  if (first.kind !== 'page') throw new Error(`${path} not rendered: ${JSON.stringify(first)}`);
  if (out) {
    mkdirSync(out, { recursive: true });
    writeFileSync(`${out}/${path.replace(/\W+/g, '_') || 'home'}.html`, first.html);
  }
  for (let i = 0; i < 20; i++) await renderOnce(path);
  const perRound = [];
  for (let round = 0; round < rounds; round++) {
    const before = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await renderOnce(path);
    const cpu = process.cpuUsage(before);
    perRound.push({ cpu: (cpu.user + cpu.system) / 1000 / n, wall: (performance.now() - t0) / n });
  }
  const cpus = perRound.map((r) => r.cpu).sort((a, b) => a - b);
  console.log(
    `${path}: ${cpus[Math.floor(cpus.length / 2)].toFixed(2)} ms CPU per render (median of ${rounds}: ${perRound.map((r) => r.cpu.toFixed(2)).join(', ')}), ${perRound.map((r) => r.wall.toFixed(1)).join(', ')} ms wall (${n} renders each, ${first.html.length} characters, status ${first.status})`,
  );
}
