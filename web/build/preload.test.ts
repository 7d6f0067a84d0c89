import { describe, expect, it } from 'vitest';
import { firstScreenFiles, type ChunkInfo } from './preload';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  [fileName]: { type: 'chunk', fileName, facadeModuleId, imports } satisfies ChunkInfo,
});

const bundle = {
  ...chunk('assets/main.js', '/repo/web/index.html', ['assets/shell.js']),
  ...chunk('assets/shell.js', null),
  ...chunk('assets/HomePage.js', '/repo/web/src/features/home/HomePage.tsx', [
    'assets/shell.js',
    'assets/OfferCard.js',
  ]),
  ...chunk('assets/OfferCard.js', null, ['assets/shell.js']),
  ...chunk('assets/messages-en.js', '/repo/web/src/locales/en/messages.po'),
  ...chunk('assets/messages-af.js', '/repo/web/src/locales/af/messages.po'),
  'assets/main.css': { type: 'asset' as const },
};

describe('firstScreenFiles', () => {
  it('lists the landing screen with what it imports, and the catalog, not what the entry loads', () => {
    expect(
      firstScreenFiles(bundle, 'assets/main.js', [
        'src/features/home/HomePage.tsx',
        'src/locales/en/messages.po',
      ]),
    ).toEqual(['assets/HomePage.js', 'assets/OfferCard.js', 'assets/messages-en.js']);
  });

  it('fails the build when a source has no chunk (renamed or no longer split)', () => {
    expect(() =>
      firstScreenFiles(bundle, 'assets/main.js', ['src/features/home/Gone.tsx']),
    ).toThrow('no chunk of its own for src/features/home/Gone.tsx');
  });
});
