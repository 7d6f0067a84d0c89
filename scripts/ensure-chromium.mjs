// Makes sure a Debian Chromium is there (Playwright's own download fails here): CHROMIUM_PATH, else
// the browser suites' headless shell (tests/support/chromium.ts, docs/adr/0071), or with the
// argument `chromium` the full browser the benchmarks use. Installs its package when run as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const debianPackage = process.argv[2] ?? 'chromium-headless-shell';
if (!['chromium', 'chromium-headless-shell'].includes(debianPackage)) {
  console.error(
    `ensure-chromium: "chromium" or "chromium-headless-shell", not "${debianPackage}".`,
  );
  process.exit(1);
}
const path = process.env.CHROMIUM_PATH || `/usr/bin/${debianPackage}`;
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`› ${path} not found: installing Debian's ${debianPackage} package…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (existsSync(path)) process.exit(0);
}

console.error(`Chromium was not found at ${path}. Install Debian's package:
  sudo apt-get update && sudo apt-get install -y ${debianPackage}
or point CHROMIUM_PATH at another Chromium binary.`);
process.exit(1);
