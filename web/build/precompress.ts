/**
 * A build-only Vite plugin that writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9)
 * siblings next to the text files of the build, so the gateway can send them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing on every request or not at all.
 * The explorer's own large files (GraphiQL, Monaco and their workers: about 5 MB that shoppers
 * never load) get quality 5 and level 6: quality 11 on them took about 80 s of every build.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** Types worth compressing; source maps are left to the gateway (only developer tools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/i;
/** Below this a compressed copy saves less than its headers cost; matches the gateway's threshold. */
export const MIN_BYTES = 1024;

/** Whether a file of the build gets pre-compressed siblings. */
export function shouldPrecompress(fileName: string, sizeBytes: number): boolean {
  return COMPRESSIBLE.test(fileName) && sizeBytes >= MIN_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files the shop may load: every chunk reachable from its entry, with their CSS and assets. */
export function shopFiles(bundle: Rollup.OutputBundle, shopEntry: string): Set<string> {
  const shop = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || shop.has(fileName)) return;
    shop.add(fileName);
    if (chunk.type !== 'chunk') return;
    const meta = chunk.viteMetadata;
    for (const file of [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])]) {
      shop.add(file);
    }
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === shopEntry) visit(fileName);
  }
  return shop;
}

/** Above this, a file the shop never loads is compressed for speed of building, not of size. */
const LARGE_BYTES = 256 * 1024;

/** The `.br` and `.gz` bodies of `source`; a variant that would not be smaller is left out. */
export async function compressVariants(
  source: Buffer,
  effort: 'max' | 'fast' = 'max',
): Promise<Array<{ extension: '.br' | '.gz'; body: Buffer }>> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: effort === 'max' ? constants.Z_BEST_COMPRESSION : 6 }),
  ]);
  return [
    { extension: '.br' as const, body: br },
    { extension: '.gz' as const, body: gz },
  ].filter((variant) => variant.body.length < source.length);
}

export function precompress(): Plugin {
  return {
    name: 'shopfront-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const shop = shopFiles(bundle, 'main');
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const path = join(dir, fileName);
          // A sibling left from an earlier build into the same folder would be served instead.
          await Promise.all(['.br', '.gz'].map((ext) => rm(`${path}${ext}`, { force: true })));
          const size = (await stat(path)).size;
          if (!shouldPrecompress(fileName, size)) return;
          const effort = size > LARGE_BYTES && !shop.has(fileName) ? 'fast' : 'max';
          const variants = await compressVariants(await readFile(path), effort);
          await Promise.all(
            variants.map(({ extension, body }) => writeFile(`${path}${extension}`, body)),
          );
        }),
      );
    },
  };
}
