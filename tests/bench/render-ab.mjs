/**
 * Two or more server builds' render CPU, interleaved in one process (docs/benchmarks.md, the
 * server render's CPU): on a shared, loaded machine the CPU a render costs drifts by tens of
 * percent from one minute to the next, so builds measured one after the other compare that drift
 * more than the builds. Here each build renders BLOCK pages in turn, round after round, so every
 * build meets the same load; the median of its blocks' CPU per render is printed per page.
 *
 *   BASE=http://localhost:4000 BUILDS=/tmp/before,dist-server PAGE=/,/category/1 ROUNDS=30 \
 *     npx node tests/bench/render-ab.mjs
 *
 * BUILDS are server builds (folders holding entry.js, relative to web/ or absolute); their GraphQL
 * answered by a running shop once and then from memory, as in render-alone.mjs.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const base = process.env.BASE ?? 'http://localhost:4442';
const pages = (process.env.PAGE ?? '/,/category/1,/product/1').split(',');
const builds = (process.env.BUILDS ?? 'dist-server').split(',');
const rounds = Number(process.env.ROUNDS ?? 30);
const block = Number(process.env.BLOCK ?? 5);
const web = new URL('../../web/', import.meta.url);
const template = readFileSync(new URL('dist/index.html', web), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('dist/.vite/manifest.json', web), 'utf8'));
const loaded = [];
for (const build of builds) {
  loaded.push(await import(pathToFileURL(new URL(`${build}/entry.js`, web).pathname).href));
}

const answers = new Map();
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
const renderOnce = (build, path) =>
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`load ${load()} at the start`);
for (const path of pages) {
  for (const build of loaded) for (let i = 0; i < 20; i++) await renderOnce(build, path);
  const perBuild = loaded.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, build] of loaded.entries()) {
      const before = process.cpuUsage();
      for (let i = 0; i < block; i++) await renderOnce(build, path);
      const cpu = process.cpuUsage(before);
      perBuild[index].push((cpu.user + cpu.system) / 1000 / block);
    }
  }
  const medians = perBuild.map(median);
  console.log(
    `${path}: ${builds.map((build, index) => `${build} ${medians[index].toFixed(2)} ms`).join(', ')} (median of ${rounds} blocks of ${block}; ${medians
      .slice(1)
      .map((value) => `${((value / medians[0] - 1) * 100).toFixed(0)} %`)
      .join(', ')} against the first)`,
  );
}
console.log(`load ${load()} at the end`);
