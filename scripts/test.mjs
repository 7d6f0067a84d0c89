// `npm test`: every check in order, stopping at the first failure, with a summary at the end.
import { run } from './lib.mjs';

const steps = [
  ['generated code is current', ['run', 'codegen:check']],
  ['translations are complete', ['run', 'i18n:check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint and format', ['run', 'lint']],
  ['unit and integration tests', ['run', 'test:unit']],
  ['end-to-end tests (Chromium)', ['run', 'test:e2e']],
  // About 30 s on the build the end-to-end step just made: docker-compose.yml's processes started
  // directly, behind Debian's nginx, checked from Chromium.
  ['compose setup (nginx, three gateways, Redis)', ['run', 'test:compose:built']],
];

const only = process.argv.slice(2);
const passed = [];
for (const [name, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n━━ ${name} ━━`);
  try {
    await run('npm', args);
    passed.push(name);
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error instanceof Error ? error.message : error}`);
    console.log(`\nSteps: ${passed.length} passed, 1 failed`);
    process.exit(1);
  }
}
console.log(`\n✓ All steps passed: ${passed.join(', ')}.`);
