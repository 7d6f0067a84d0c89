/**
 * A build-only Vite plugin that preloads the shop's font from index.html (and so from every
 * server-rendered page, whose template is the built index.html): the browser otherwise finds the
 * font only once the stylesheet has arrived and the first text is laid out, and swaps it in a
 * round trip later. Fails the build when the font is not among the emitted files, so a renamed
 * file cannot drop its preload silently.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What the plugin reads of an emitted asset (a subset of Rolldown's `OutputAsset`). */
interface AssetInfo {
  type: 'asset';
  fileName: string;
  originalFileNames?: readonly string[];
}

type Bundle = Record<string, AssetInfo | { type: 'chunk' }>;

/** The emitted file of the font whose source path ends in `source`. */
export function fontFile(bundle: Bundle, source: string): string {
  const asset = Object.values(bundle).find(
    (item): item is AssetInfo =>
      item.type === 'asset' && (item.originalFileNames ?? []).some((name) => name.endsWith(source)),
  );
  if (!asset) throw new Error(`preload-font: the build emitted no ${source}`);
  return asset.fileName;
}

export function preloadFont(source: string): Plugin {
  let base = '/';
  return {
    name: 'shopfront-preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only the shop's page: the explorer has fonts of its own.
        if (!context.bundle || !context.filename.endsWith('/index.html')) return;
        const file = fontFile(context.bundle as unknown as Bundle, source);
        const tag: HtmlTagDescriptor = {
          tag: 'link',
          // Fonts are fetched in CORS mode, same-origin too: without `crossorigin` the preload
          // would not be used and the font would download twice.
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: `${base}${file}`,
          },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
