import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressVariants, MIN_BYTES, shouldPrecompress } from './precompress';

describe('shouldPrecompress', () => {
  it('picks the text files of the build from 1 KiB up', () => {
    for (const name of [
      'index.html',
      'graphiql.html',
      'assets/main-abc123.js',
      'assets/worker-abc.mjs',
      'assets/main-abc123.css',
      'favicon.svg',
      'manifest.json',
    ]) {
      expect(shouldPrecompress(name, MIN_BYTES), name).toBe(true);
    }
  });

  it('leaves out source maps, other types and small files', () => {
    expect(shouldPrecompress('assets/main-abc123.js.map', 500_000)).toBe(false);
    expect(shouldPrecompress('version.txt', 5_000)).toBe(false);
    expect(shouldPrecompress('assets/logo.png', 50_000)).toBe(false);
    expect(shouldPrecompress('assets/main-abc123.js.br', 50_000)).toBe(false);
    expect(shouldPrecompress('index.html', MIN_BYTES - 1)).toBe(false);
  });
});

describe('compressVariants', () => {
  it('writes brotli and gzip bodies that decode to the source', async () => {
    const source = Buffer.from('export const greeting = "sawubona";\n'.repeat(200));
    const variants = await compressVariants(source);
    expect(variants.map((v) => v.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = variants;
    expect(brotliDecompressSync(br!.body).equals(source)).toBe(true);
    expect(gunzipSync(gz!.body).equals(source)).toBe(true);
  });

  it('drops a variant that would be larger than the source', async () => {
    // Random bytes do not compress: both variants come out larger and are left out.
    const random = Buffer.from(crypto.getRandomValues(new Uint8Array(2048)));
    expect(await compressVariants(random)).toEqual([]);
  });
});
