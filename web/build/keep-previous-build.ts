/**
 * A build into a folder a running shop serves keeps the previous build's hashed files beside its
 * own and removes older ones. A shop already running sends the page of the build it started with
 * (the gateway reads index.html and the server build once, at start), so that build's scripts and
 * lazy screens must still be there: with the folder emptied, `npm run build` or a second
 * `npm start` under a running shop took them away until it was restarted. Each build records its
 * own files under `assets/` in `.vite/kept-assets.json`; a file of neither build goes.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const RECORD = join('.vite', 'kept-assets.json');
/** A file's source map and precompressed copies (precompress.ts) belong to it. */
const SIBLING = /(\.map)?(\.br|\.gz)?$/;

async function previousBuild(dir: string): Promise<string[]> {
  try {
    const files: unknown = JSON.parse(await readFile(join(dir, RECORD), 'utf8'));
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Removes from `dir/assets` every file that is neither this build's (`built`, paths relative to
 * `dir`) nor the previous build's, and records this build's. Returns the paths removed.
 */
export async function keepPreviousBuildOnly(dir: string, built: string[]): Promise<string[]> {
  const own = built.filter((file) => file.startsWith('assets/'));
  const kept = new Set([...own, ...(await previousBuild(dir))]);
  const present = await readdir(join(dir, 'assets')).catch(() => [] as string[]);
  const gone = present
    .map((name) => `assets/${name}`)
    .filter((file) => !kept.has(file.replace(SIBLING, '')));
  await Promise.all(gone.map((file) => rm(join(dir, file), { force: true })));
  await mkdir(join(dir, '.vite'), { recursive: true });
  await writeFile(join(dir, RECORD), JSON.stringify(own));
  return gone;
}

/** With `build.emptyOutDir: false`: what the emptied folder did, one build later. */
export function keepPreviousBuild(): Plugin {
  return {
    name: 'shopfront-keep-previous-build',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir) await keepPreviousBuildOnly(options.dir, Object.keys(bundle));
    },
  };
}
