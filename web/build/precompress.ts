/**
 * A build-only Vite plugin that writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9)
 * siblings next to the text files of the build, so the gateway can send them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing on every request or not at all.
 */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

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

/** The `.br` and `.gz` bodies of `source`; a variant that would not be smaller is left out. */
export async function compressVariants(
  source: Buffer,
): Promise<Array<{ extension: '.br' | '.gz'; body: Buffer }>> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
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
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const path = join(dir, fileName);
          // A sibling left from an earlier build into the same folder would be served instead.
          await Promise.all(['.br', '.gz'].map((ext) => rm(`${path}${ext}`, { force: true })));
          if (!shouldPrecompress(fileName, (await stat(path)).size)) return;
          const variants = await compressVariants(await readFile(path));
          await Promise.all(
            variants.map(({ extension, body }) => writeFile(`${path}${extension}`, body)),
          );
        }),
      );
    },
  };
}
