// Playwright drives Debian's headless Chromium (tests/support/chromium.ts) against the whole product
// started as `npm start` would, on its own ports, with the embedded simulator and a throwaway
// simulator data folder. Its limits are scaled to the machine (tests/support/time-scale.ts).
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { within } from '../support/time-scale';

const port = Number(process.env.E2E_PORT ?? 4173);
// Two workers, each with a shop of its own (port and port + 1): journeys reset the simulator,
// move its clock and sign the same seeded shoppers in, so two of them must never share a shop.
// Playwright sets TEST_PARALLEL_INDEX (0 or 1) in each worker before it loads this file.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const shopPorts = Array.from({ length: workers }, (_, index) => port + index);
const baseURL = `http://127.0.0.1:${port + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;

export default defineConfig({
  testDir: '.',
  // One folder per port, so runs on different ports do not delete each other's traces.
  outputDir: process.env.E2E_PORT ? `../../test-results/port-${port}` : '../../test-results',
  // Tests, not files, are shared out between the workers: the two shops end the run together
  // instead of one waiting on the other's last long file. Every test sets up its own shopper and
  // basket (no state is shared within a file), so any test may run on either shop.
  fullyParallel: true,
  workers,
  // One retry in CI: a journey that fails twice is a failure; one that passes on retry is listed
  // as flaky in the report, to be looked at, instead of throwing away a whole run.
  retries: process.env.CI ? 1 : 0,
  timeout: within(30_000),
  expect: { timeout: within(10_000) },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  use: {
    baseURL,
    // Recording a trace slows every journey (about 11 % on 14 journeys here, with or without a
    // failure to keep). In CI a failure is played again, and that retry's trace is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A service worker answers requests page.route() cannot see: the journeys that stub answers
    // run without it; offline-reload.spec.ts turns it on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium-mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: shopPorts.map((shopPort) => ({
    command: 'node scripts/start.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${shopPort}/readyz`,
    reuseExistingServer: false,
    timeout: within(180_000),
    // One machine plays every journey at machine speed from one IP, mostly as the same seeded
    // shopper: the default limits (600 per IP, 300 per shopper a minute) would refuse some of
    // it with 429. Still limited, well above that; the limits' own tests are integration tests.
    // The same goes for signing one shopper in (10 per number in 15 minutes by default).
    env: {
      PORT: String(shopPort),
      // The address the journeys' browser uses: canonical links and payment returns name it.
      PUBLIC_ORIGIN: `http://127.0.0.1:${shopPort}`,
      // Several shops at once: each metrics listener on a free port.
      METRICS_PORT: '0',
      SIM_PORT: '0',
      SIM_DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '6000',
      RATE_LIMIT_PER_SESSION: '3000',
      SIGN_IN_ATTEMPTS: '1000',
      RESET_CODE_ATTEMPTS: '1000',
      RESET_REQUESTS: '1000',
      // The journeys read what a page says, not how fast it came: on a loaded machine a render
      // missed the 1.5 s data deadline and sent the client page, and journeys that read the
      // server's page failed (their own e2e run at load 7, "client; data deadline passed"). The
      // fallback itself is tested with a short one (tests/built/render-deadline.test.ts).
      SSR_DATA_DEADLINE_MS: '15000',
    },
  })),
});
