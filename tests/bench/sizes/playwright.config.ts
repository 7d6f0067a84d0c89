// `npm run bench:sizes`: the e2e set-up (the whole product as `npm start` runs it, Debian's
// Chromium, a phone) driving one walk that records every GraphQL answer the web receives.
// A benchmark, not a test: it is never part of `npm test`.
import { defineConfig } from '@playwright/test';
import e2e from '../../e2e/playwright.config';

const port = Number(process.env.BENCH_SIZES_PORT ?? 4471);

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'operation-sizes.walk.ts',
  outputDir: '../../../test-results/bench-sizes',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...e2e.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...(Array.isArray(e2e.webServer) ? e2e.webServer[0]! : e2e.webServer!),
    cwd: '../../..',
    url: `http://127.0.0.1:${port}/readyz`,
    env: {
      PORT: String(port),
      SIM_PORT: '0',
      SIM_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '6000',
      RATE_LIMIT_PER_SESSION: '3000',
    },
  },
});
