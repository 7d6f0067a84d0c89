import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepPreviousBuildOnly } from './keep-previous-build';

/** Writes a build's files into `dir`, as the bundler and precompress.ts would. */
async function build(dir: string, files: string[]): Promise<string[]> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await Promise.all(files.map((file) => writeFile(join(dir, file), file)));
  return files.filter((file) => !/\.(br|gz)$/.test(file));
}

const assets = async (dir: string) => (await readdir(join(dir, 'assets'))).sort();

describe('a build into a folder a running shop serves', () => {
  it("keeps the previous build's scripts for the shop that started with it, and no older ones", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kept-build-'));
    // The first build: nothing recorded before it, so nothing of an earlier one is kept.
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'assets', 'main-old.js'), 'from a build before any record');
    const first = await build(dir, ['index.html', 'assets/main-a.js', 'assets/main-a.js.br']);
    expect(await keepPreviousBuildOnly(dir, first)).toEqual(['assets/main-old.js']);
    expect(await assets(dir)).toEqual(['main-a.js', 'main-a.js.br']);

    // The second: a shop started on the first still finds main-a.js (and its .br).
    const second = await build(dir, [
      'index.html',
      'assets/main-b.js',
      'assets/main-b.js.map',
      'assets/shared.css',
    ]);
    expect(await keepPreviousBuildOnly(dir, second)).toEqual([]);
    expect(await assets(dir)).toEqual([
      'main-a.js',
      'main-a.js.br',
      'main-b.js',
      'main-b.js.map',
      'shared.css',
    ]);

    // The third: the first build's files go; a file both builds made stays.
    const third = await build(dir, ['index.html', 'assets/main-c.js', 'assets/shared.css']);
    expect((await keepPreviousBuildOnly(dir, third)).sort()).toEqual([
      'assets/main-a.js',
      'assets/main-a.js.br',
    ]);
    expect(await assets(dir)).toEqual(['main-b.js', 'main-b.js.map', 'main-c.js', 'shared.css']);
  });

  it('treats an unreadable record as no previous build', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kept-build-'));
    await mkdir(join(dir, '.vite'), { recursive: true });
    await writeFile(join(dir, '.vite', 'kept-assets.json'), '{not json');
    await build(dir, ['assets/stale.js']);
    const built = await build(dir, ['assets/main.js']);
    expect(await keepPreviousBuildOnly(dir, built)).toEqual(['assets/stale.js']);
  });
});
