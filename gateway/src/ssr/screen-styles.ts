import type { BuildManifest } from '../../../web/src/server/render-contract.js';

/** The stylesheets of a screen in the web's build (its chunk's and the chunks it imports). */
export function screenStyles(manifest: BuildManifest, screen: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(screen);
  return [...found];
}
