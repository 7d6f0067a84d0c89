/**
 * Loads the web's server build (web/dist-server/entry.js, built by `npm run build`). Its contract
 * is the web's own type (web/src/server/render-contract.ts, a project this one references), so the
 * two cannot drift apart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildManifest, WebServerBuild } from '../../../web/src/server/render-contract.js';

export type {
  CheckoutChoice,
  ClientPageWhy,
  Locale,
  RenderInput,
  RenderOutcome,
  WebServerBuild,
} from '../../../web/src/server/render-contract.js';

export interface Renderer {
  build: WebServerBuild;
  /** dist/index.html, the page the render fills. */
  template: string;
  manifest: BuildManifest;
  /** dist/version.txt: the build id, part of every cached page's key. */
  buildId: string;
  /** The shop's stylesheets by path, put in every rendered page (not the explorer's). */
  styles: Record<string, string>;
}

/** The renderer, or null when the web or its server build is missing. */
export async function loadRenderer(distDir: string, serverDir: string): Promise<Renderer | null> {
  const entry = join(serverDir, 'entry.js');
  const files = {
    template: join(distDir, 'index.html'),
    manifest: join(distDir, '.vite', 'manifest.json'),
    version: join(distDir, 'version.txt'),
  };
  if (![entry, ...Object.values(files)].every((file) => existsSync(file))) return null;
  const build = (await import(pathToFileURL(entry).href)) as WebServerBuild;
  return {
    build,
    template: readFileSync(files.template, 'utf8'),
    manifest: JSON.parse(readFileSync(files.manifest, 'utf8')) as BuildManifest,
    buildId: readFileSync(files.version, 'utf8').trim(),
    styles: shopStyles(join(distDir, 'assets')),
  };
}

/** Stylesheets small enough to put in a page: the shop's, not the explorer's (about 1 MB). */
const STYLE_LIMIT_BYTES = 64 * 1024;

function shopStyles(assetsDir: string): Record<string, string> {
  const styles: Record<string, string> = {};
  if (!existsSync(assetsDir)) return styles;
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith('.css')) continue;
    const file = join(assetsDir, name);
    if (statSync(file).size <= STYLE_LIMIT_BYTES)
      styles[`/assets/${name}`] = readFileSync(file, 'utf8');
  }
  return styles;
}
