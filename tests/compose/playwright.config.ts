/**
 * `npm run test:compose`: docker-compose.yml's processes started directly (compose-stack.ts) and
 * checked from Chromium. Needs the build (`npm run build`), redis-server and nginx (Debian's).
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { within } from '../support/time-scale';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  timeout: within(120_000),
  expect: { timeout: within(5_000) },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
});
