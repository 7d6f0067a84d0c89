// Makes sure Debian's nginx is there for the compose test (tests/compose), which runs the repo's
// load-balancer config with it. Installs the package when running as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = '/usr/sbin/nginx';
if (existsSync(path)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("› nginx not found: installing Debian's nginx package…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (existsSync(path)) process.exit(0);
}

console.error(`nginx was not found at ${path}. The compose test needs it:
  sudo apt-get update && sudo apt-get install -y nginx`);
process.exit(1);
