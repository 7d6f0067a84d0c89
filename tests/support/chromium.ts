// The browser every Playwright suite drives (e2e, dev loop, compose): Debian's headless shell,
// package chromium-headless-shell, the build of Chromium that Playwright itself runs headless
// tests on. It did the same journeys with about 30 % less CPU than the full browser in
// headless mode (docs/adr/0071). The benchmarks keep the full browser (tests/bench/web.ts).
// scripts/ensure-chromium.mjs installs it and names the same default.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  // This machine has no network but loopback: without these, Chromium's own connections (updates,
  // sync, QUIC probes) are refused at every start.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
