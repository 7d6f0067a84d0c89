import { describe, expect, it } from 'vitest';
import { fontFile } from './preload-font';

describe('fontFile', () => {
  const bundle = {
    'assets/shop-1.js': { type: 'chunk' as const },
    'assets/noto-sans-latin-wght-normal-AbC.woff2': {
      type: 'asset' as const,
      fileName: 'assets/noto-sans-latin-wght-normal-AbC.woff2',
      originalFileNames: [
        '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
      ],
    },
  };

  it('names the emitted file of the font', () => {
    expect(fontFile(bundle, 'noto-sans-latin-wght-normal.woff2')).toBe(
      'assets/noto-sans-latin-wght-normal-AbC.woff2',
    );
  });

  it('fails the build when the font was not emitted (renamed or no longer imported)', () => {
    expect(() => fontFile(bundle, 'noto-sans-latin-400-normal.woff2')).toThrow(
      'preload-font: the build emitted no noto-sans-latin-400-normal.woff2',
    );
  });
});
