/**
 * A build-only Vite plugin that adds `<link rel="modulepreload">` to index.html for chunks the
 * first screen needs but only reaches through a dynamic import: the landing route's screen and
 * the default locale's catalog. Without it the browser discovers them only after the entry files
 * have downloaded and run (a whole round of the waterfall on a slow phone); with it they download
 * beside the entry files.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of an output chunk (a subset of Rolldown's `OutputChunk`). */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

/** `fileName` and every chunk it imports statically, transitively. */
function withStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk')
    chunk.imports.forEach((file) => withStaticImports(bundle, file, into));
  return into;
}

/**
 * The files to preload for the modules ending in `sources` (paths relative to the web folder,
 * e.g. `src/features/home/HomePage.tsx`): each one's chunk and its static imports, minus what the
 * entry already loads. Throws when a source has no chunk of its own, so a renamed file fails the
 * build instead of silently dropping its preload.
 */
export function firstScreenFiles(bundle: Bundle, entryFileName: string, sources: string[]) {
  const loaded = withStaticImports(bundle, entryFileName, new Set());
  const wanted = new Set<string>();
  for (const source of sources) {
    const chunk = Object.values(bundle).find(
      (item): item is ChunkInfo =>
        item.type === 'chunk' && (item.facadeModuleId?.endsWith(`/${source}`) ?? false),
    );
    if (!chunk) throw new Error(`preload: no chunk of its own for ${source}`);
    withStaticImports(bundle, chunk.fileName, wanted);
  }
  return [...wanted].filter((file) => !loaded.has(file));
}

export function preloadFirstScreen(sources: string[]): Plugin {
  let base = '/';
  return {
    name: 'shopfront-preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only the shop's page (the explorer's graphiql.html has an entry of its own).
        if (!context.bundle || !context.chunk || !context.filename.endsWith('/index.html')) return;
        const files = firstScreenFiles(
          context.bundle as unknown as Bundle,
          context.chunk.fileName,
          sources,
        );
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
