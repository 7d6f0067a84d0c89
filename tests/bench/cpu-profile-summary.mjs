/**
 * Where a `.cpuprofile`'s time went (docs/benchmarks.md, the server render's CPU): each function's
 * inclusive time (the samples with it anywhere on the stack, counted once however deep it
 * recurses) and self time, as shares of the busy time (every sample but idle and `(program)`).
 *
 *   npx node tests/bench/cpu-profile-summary.mjs profile.cpuprofile [TOP=40] [MATCH=regex]
 *
 * MATCH keeps only the functions whose name or file matches (e.g. `markQueryResult|performWork`).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.mjs <file.cpuprofile>');
const top = Number(process.env.TOP ?? 40);
const match = process.env.MATCH ? new RegExp(process.env.MATCH) : null;
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`.trim();
};
const idle = new Set(['(idle)', '(program)']);

const selfUs = new Map();
const inclusiveUs = new Map();
let busyUs = 0;
profile.samples.forEach((id, index) => {
  const dt = profile.timeDeltas[index + 1] ?? 0;
  const leaf = byId.get(id);
  if (idle.has(leaf.callFrame.functionName)) return;
  busyUs += dt;
  const leafName = nameOf(leaf);
  selfUs.set(leafName, (selfUs.get(leafName) ?? 0) + dt);
  const seen = new Set();
  for (let nodeId = id; nodeId !== undefined; nodeId = parentOf.get(nodeId)) {
    const name = nameOf(byId.get(nodeId));
    if (seen.has(name)) continue;
    seen.add(name);
    inclusiveUs.set(name, (inclusiveUs.get(name) ?? 0) + dt);
  }
});

const pct = (us) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busyUs / 1000).toFixed(0)} ms`);
const rows = [...inclusiveUs]
  .filter(([name]) => !match || match.test(name))
  .filter(([name]) => !name.startsWith('(root)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, top);
for (const [name, us] of rows) {
  console.log(`${pct(us)} incl ${pct(selfUs.get(name) ?? 0)} self  ${name}`);
}
