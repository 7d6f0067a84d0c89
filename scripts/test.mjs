// `npm test`: every check, stopping at the first failure, with each step's wall time at the end.
//
// The steps run in stages; within a stage two lanes run side by side. Most steps are one
// single-threaded process (tsc, ESLint, Prettier, Vite's bundling), so on a 2-core machine one
// lane left a core idle. What may overlap is decided by what each step writes and reads:
// - the generated-code and translation checks rewrite generated files and catalogs, so they run
//   first and alone (tsc or Vite reading a file while it is rewritten would fail at random);
// - typecheck's `tsc -b` emits the gateway, simulator and contract builds the end-to-end shops
//   run, so the other lane builds only the web (two `tsc -b` on one tree would race);
// - the unit and integration tests resolve the workspaces to their sources (vitest.config.ts), so
//   they need no build and follow typecheck while the web is built, and so does the dev loop's
//   test (`npm run dev` runs the sources); the few that render with the web's real build
//   (tests/built) run after it, with the end-to-end tests, never while Vite rewrites it;
// - the end-to-end and compose tests share the machine's two cores between their own shops and
//   browsers, so they run alone, on the build made once here (not once each, as before).
// Output of a step that runs beside another is printed when it ends, so logs do not interleave.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const npm = (...args) => ['npm', args];
const step = (name, command, { needs = [] } = {}) => ({ name, command, needs });

const codegen = step('generated code is current', npm('run', 'codegen:check'));
const i18n = step('translations are complete', npm('run', 'i18n:check'));
const imports = step('web layers: no import circle', npm('run', 'imports:check'));
const references = step(
  'no references to documents outside the repository',
  npm('run', 'references:check'),
);
// The schema against the last release's: a breaking change needs a deprecation first.
const schema = step(
  'schema: no breaking change since the last release',
  npm('run', 'schema:check'),
);
const typecheck = step('typecheck', npm('run', 'typecheck'));
const lint = step('lint and format', npm('run', 'lint'));
const unit = step('unit and integration tests', npm('run', 'test:unit'));
// About 30 s: `npm run dev` from the sources (no build), the shop, a category and the explorer
// loaded in Chromium, and no child left running after it stops or after one child dies.
const dev = step('dev loop (npm run dev)', npm('run', 'test:dev'));
// Integration tests that render with the web's real build: after the build, never beside it.
const built = step('integration tests on the web build', npm('run', 'test:built'), {
  needs: ['build'],
});
const e2e = step('end-to-end tests (Chromium)', npm('run', 'test:e2e:built'), {
  needs: ['build'],
});
// About 30 s on the same build: docker-compose.yml's processes started directly, behind
// Debian's nginx, checked from Chromium.
const compose = step(
  'compose setup (nginx, three gateways, Redis)',
  npm('run', 'test:compose:built'),
  { needs: ['build'] },
);

/** Stages in order; a stage is one or two lanes, each a list of steps run one after another. */
function plan(selected) {
  // With typecheck's `tsc -b` in the run, the build adds only the web; alone, it builds all.
  const build = step(
    'build (web)',
    selected.has(typecheck) ? npm('run', 'build:web') : npm('run', 'build'),
  );
  const wanted = (candidate) =>
    selected.has(candidate) ||
    (candidate === build && [...selected].some((s) => s.needs.includes('build')));
  const stages = [
    [[codegen, schema, i18n, imports, references]],
    [
      [typecheck, unit, dev],
      [lint, build],
    ],
    [[built, e2e, compose]],
  ];
  return stages
    .map((lanes) => lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0))
    .filter((lanes) => lanes.length > 0);
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs a step; alone its output streams, beside another it is kept and printed at its end. */
function run({ name, command: [command, args] }, alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    if (alone) console.log(`\n━━ ${name} ━━`);
    else console.log(`\n━━ ${name} (started; its output follows when it ends) ━━`);
    const child = spawn(command, args, { cwd: repoRoot, stdio: alone ? 'inherit' : 'pipe' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (ok) => {
      const time = performance.now() - started;
      if (!alone) {
        console.log(`\n━━ ${name} (${seconds(time)}) ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ok, time });
    };
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}

const only = process.argv.slice(2);
const all = [
  codegen,
  schema,
  i18n,
  imports,
  references,
  typecheck,
  lint,
  unit,
  dev,
  built,
  e2e,
  compose,
];
const selected = new Set(
  all.filter((s) => only.length === 0 || only.some((word) => s.name.includes(word))),
);

const started = performance.now();
const results = [];
let failed = null;
for (const lanes of plan(selected)) {
  const alone = lanes.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of lane) {
        if (failed) return; // a step failed in the other lane: start nothing more
        const result = await run(s, alone);
        results.push(result);
        if (!result.ok) failed ??= result;
      }
    }),
  );
  if (failed) break;
}

const summary = results.map((r) => `  ${r.ok ? '✓' : '✗'} ${r.name} (${seconds(r.time)})`);
if (failed) {
  console.error(`\n✗ ${failed.name} failed.`);
  console.log(`\nSteps after ${seconds(performance.now() - started)}:\n${summary.join('\n')}`);
  process.exit(1);
}
console.log(
  `\n✓ All steps passed in ${seconds(performance.now() - started)}:\n${summary.join('\n')}`,
);
