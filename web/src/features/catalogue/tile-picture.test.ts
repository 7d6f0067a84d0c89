import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TILES, tilePicture, tilePriority } from './tile-picture';

describe('tile pictures on a grid that leads its screen', () => {
  it('asks for the first at once and first, the rest of the first screen at once, later ones lazily', () => {
    expect(tilePicture(tilePriority(0, true))).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(tilePicture(tilePriority(1, true))).toEqual({ loading: 'eager' });
    expect(tilePicture(tilePriority(FIRST_SCREEN_TILES, true))).toEqual({ loading: 'lazy' });
  });

  it('leaves every picture lazy under banners (the first banner is the largest picture)', () => {
    expect(tilePicture(tilePriority(0, false))).toEqual({ loading: 'lazy' });
  });
});
