import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { compressVariants, MIN_BYTES, shopFiles, shouldPrecompress } from './precompress';

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

describe('shopFiles', () => {
  const chunk = (
    name: string,
    imports: string[],
    dynamicImports: string[] = [],
    css: string[] = [],
    isEntry = false,
  ) =>
    ({
      type: 'chunk',
      name,
      isEntry,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    }) as unknown as Rollup.OutputChunk;

  it("lists what the shop's entry reaches, statically or lazily, with its CSS; not the explorer's", () => {
    const bundle = {
      'assets/main.js': chunk(
        'main',
        ['assets/libraries.js'],
        ['assets/home.js'],
        ['assets/main.css'],
        true,
      ),
      'assets/libraries.js': chunk('libraries', []),
      'assets/home.js': chunk('home', ['assets/libraries.js']),
      'assets/graphiql.js': chunk(
        'graphiql',
        ['assets/monaco.js'],
        [],
        ['assets/graphiql.css'],
        true,
      ),
      'assets/monaco.js': chunk('monaco', []),
    } as unknown as Rollup.OutputBundle;
    expect([...shopFiles(bundle, 'main')].sort()).toEqual([
      'assets/home.js',
      'assets/libraries.js',
      'assets/main.css',
      'assets/main.js',
    ]);
  });
});

describe('compressVariants, fast', () => {
  it('still decodes to the source', async () => {
    const source = Buffer.from('export const monaco = "editor";\n'.repeat(500));
    const [br, gz] = await compressVariants(source, 'fast');
    expect(brotliDecompressSync(br!.body).equals(source)).toBe(true);
    expect(gunzipSync(gz!.body).equals(source)).toBe(true);
  });
});
