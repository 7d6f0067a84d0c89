/**
 * The server render's own CPU (docs/adr/0029), without the gateway around it: imports the web's
 * server build and renders a page N times in this process, its GraphQL answered by a running shop
 * once and then from memory, so only the render (loaders, React, the Apollo cache, the page's
 * head and data) is measured. Run with `--cpu-prof` to see where the time goes.
 *
 *   BASE=http://localhost:4000 PAGE=/product/1 N=200 npx node tests/bench/render-alone.mjs
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const base = process.env.BASE ?? 'http://localhost:4442';
const path = process.env.PAGE ?? '/product/1';
const n = Number(process.env.N ?? 200);
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

const renderOnce = () =>
  build.render({
    url: `http://localhost${path}`,
    headers: {},
    locale: 'en',
    branch: null,
    fetch: rememberingFetch,
    template,
    manifest,
    dataDeadlineMs: 5000,
  });

const first = await renderOnce();
if (first.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(first)}`);
for (let i = 0; i < 20; i++) await renderOnce();
const before = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < n; i++) await renderOnce();
const cpu = process.cpuUsage(before);
console.log(
  `${path}: ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms CPU per render, ${((performance.now() - t0) / n).toFixed(2)} ms wall (${n} renders, ${first.html.length} characters, status ${first.status})`,
);
