/**
 * A build-only Vite plugin: the shop's code and Apollo Client import a handful of names from
 * graphql-js (`Kind`, `visit`, `BREAK`, `print`, `OperationTypeNode`, `isSelectionNode`), all from
 * its language modules, but through the package's index, which re-exports the whole of graphql-js.
 * The explorer, built in the same run, needs the whole of it, so the index was kept, and with it
 * schemas, validation and execution went into the libraries chunk every shopper downloads and runs
 * at start (about 40 KiB brotli). For those importers `graphql` resolves to
 * `graphql-language-entry.ts`, which names the language modules directly; everyone else (the
 * explorer's packages) keeps the index. A name the entry does not export fails the build
 * (MISSING_EXPORT), so a new import from graphql-js cannot go missing silently.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Apollo Client's modules and the shop's own (not the explorer's, in src/explorer). */
const SHOP_IMPORTER =
  /[\\/]node_modules[\\/]@apollo[\\/]client[\\/]|[\\/]web[\\/]src[\\/](?!explorer[\\/])/;

export const languageEntry = fileURLToPath(new URL('graphql-language-entry.ts', import.meta.url));

/** Whether `importer`'s import of `source` goes to the language entry. */
export function usesLanguageEntry(source: string, importer: string | undefined): boolean {
  return source === 'graphql' && importer !== undefined && SHOP_IMPORTER.test(importer);
}

export function graphqlLanguage(): Plugin {
  return {
    name: 'shopfront-graphql-language',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return usesLanguageEntry(source, importer) ? languageEntry : null;
    },
  };
}
