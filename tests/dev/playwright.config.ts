/**
 * `npm run test:dev`: `npm run dev` (scripts/dev.mjs) started on free ports from the sources as a
 * fresh clone has them, its pages loaded in Debian's Chromium, and its children checked gone.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { within } from '../support/time-scale';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  workers: 1,
  timeout: within(120_000),
  expect: { timeout: within(30_000) },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: '../../test-results/dev',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
});
