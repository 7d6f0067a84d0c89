// Makes sure Debian's redis-server is there for the tests that share Redis between gateways
// (they start their own redis-server on a free port). Installs the package when running as root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
if (existsSync(path)) process.exit(0);

if (process.env.REDIS_SERVER_PATH) {
  console.error(`REDIS_SERVER_PATH is set to ${path}, but there is no file there.`);
  process.exit(1);
}

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log("› redis-server not found: installing Debian's redis-server package…");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'redis-server'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (existsSync(path)) process.exit(0);
}

console.error(`redis-server was not found at ${path}. The gateway's shared-Redis tests need it:
  sudo apt-get update && sudo apt-get install -y redis-server
or point REDIS_SERVER_PATH at another redis-server binary.`);
process.exit(1);
