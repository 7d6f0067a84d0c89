// Makes sure Debian's nginx is there for the compose test (tests/compose), which runs the repo's
// load-balancer config with it. Installs the package when running as root.
import { ensureDebianPackage } from './lib.mjs';

ensureDebianPackage({
  path: '/usr/sbin/nginx',
  pkg: 'nginx',
  why: 'The compose test needs it',
});
