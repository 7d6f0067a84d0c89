// Helpers shared by the repository scripts: run a command, find newest files.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Newest modification time (ms) of any file below `dir`, skipping node_modules, dist and generated. */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

/**
 * Exits 0 when `path` exists; else, when running as root, installs Debian's `pkg` and checks
 * again; else prints how to install it (`why` says what needs it) and exits 1.
 */
export function ensureDebianPackage({ path, pkg, why }) {
  if (existsSync(path)) process.exit(0);
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`› ${path} not found: installing Debian's ${pkg} package…`);
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(path)) process.exit(0);
  }
  console.error(`${path} was not found. ${why}:
  sudo apt-get update && sudo apt-get install -y ${pkg}`);
  process.exit(1);
}
