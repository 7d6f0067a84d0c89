// Makes sure Debian's Chromium is there for the e2e tests (Playwright's own download fails here).
// Uses CHROMIUM_PATH, else /usr/bin/chromium; installs Debian's package when running as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("› Chromium not found: installing Debian's chromium package…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (existsSync(path)) process.exit(0);
}

console.error(`Chromium was not found at ${path}. The end-to-end tests need Debian's Chromium:
  sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium binary.`);
process.exit(1);
