// `npm run screenshots`: refreshes the README's pictures in docs/screenshots/ with the screenshot
// tour (tests/e2e/screenshots.spec.ts) on its fixed clock; `npm test` never writes there.
import { join } from 'node:path';
import { repoRoot, run } from './lib.mjs';

await run('node', ['scripts/ensure-chromium.mjs']);
await run('npm', ['run', 'build']);
await run(
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', 'screenshots.spec.ts'],
  {
    env: {
      ...process.env,
      SCREENSHOTS_DIR: join(repoRoot, 'docs', 'screenshots'),
      E2E_WORKERS: process.env.E2E_WORKERS ?? '1',
    },
  },
);
