// Makes sure Debian's jemalloc is there for the compose test (tests/compose), which starts the
// gateway with the image's LD_PRELOAD of it (gateway/Dockerfile). Installs it when running as root.
import { ensureDebianPackage } from './lib.mjs';

const triplet = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
ensureDebianPackage({
  path: `/usr/lib/${triplet}/libjemalloc.so.2`,
  pkg: 'libjemalloc2',
  why: 'The compose test starts the gateway with jemalloc, as its image does',
});
