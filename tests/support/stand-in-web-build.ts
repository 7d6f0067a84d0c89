/**
 * A stand-in for the web's build, for gateway tests of server pages that must not depend on the
 * real one: `index.html`, a version, an empty Vite manifest and a server entry of the test's own,
 * in a folder of their own. `env` points a gateway at it (WEB_DIST_DIR, WEB_SERVER_DIR).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StandInWebBuild {
  env: { WEB_DIST_DIR: string; WEB_SERVER_DIR: string };
  remove(): void;
}

export function standInWebBuild(indexHtml: string, serverEntry: string): StandInWebBuild {
  const folder = mkdtempSync(join(tmpdir(), 'shopfront-stand-in-web-'));
  const dist = join(folder, 'dist');
  const server = join(folder, 'dist-server');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(server);
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'version.txt'), 'build-1\n');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(server, 'entry.js'), serverEntry);
  return {
    env: { WEB_DIST_DIR: dist, WEB_SERVER_DIR: server },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
