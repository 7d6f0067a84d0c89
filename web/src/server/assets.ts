/**
 * The files a rendered screen needs beyond the entry's (from Vite's build manifest): its styles,
 * linked so the page reads right without JavaScript and does not shift when the chunk arrives,
 * and its code, preloaded so hydration does not wait a round trip to discover it.
 */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface ScreenAssets {
  css: string[];
  js: string[];
}

function collect(manifest: Manifest, key: string, into: ScreenAssets, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  into.js.push(`/${chunk.file}`);
  chunk.css?.forEach((file) => into.css.push(`/${file}`));
  chunk.imports?.forEach((imported) => collect(manifest, imported, into, seen));
}

/** The screen's files not already loaded by the entry (`index.html`). */
export function screenAssets(manifest: Manifest, source: string): ScreenAssets {
  const entry: ScreenAssets = { css: [], js: [] };
  collect(manifest, 'index.html', entry, new Set());
  const screen: ScreenAssets = { css: [], js: [] };
  collect(manifest, source, screen, new Set());
  return {
    css: screen.css.filter((file) => !entry.css.includes(file)),
    js: screen.js.filter((file) => !entry.js.includes(file)),
  };
}
