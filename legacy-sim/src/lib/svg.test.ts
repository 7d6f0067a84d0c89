import { describe, expect, it } from 'vitest';
import { bannerSvg, tileSvg } from './svg.js';

describe('tileSvg', () => {
  it('draws the initials and escapes the label', () => {
    const svg = tileSvg('Dairy & Eggs');
    expect(svg).toContain('>DE<');
    expect(svg).toContain('Dairy &amp; Eggs');
    expect(svg.startsWith('<svg')).toBe(true);
  });

  it('gives the same label the same colour', () => {
    expect(tileSvg('Bakery')).toBe(tileSvg('Bakery'));
  });
});

describe('bannerSvg', () => {
  it('wraps a long title over two lines instead of cutting it off', () => {
    const svg = bannerSvg('Welcome! R10 minimum, delivery with PICUP');
    const lines = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(lines).toEqual(['Welcome! R10 minimum,', 'delivery with PICUP']);
  });

  it('keeps a short title on one line', () => {
    const svg = bannerSvg('Bakery specials');
    expect([...svg.matchAll(/<text/g)]).toHaveLength(1);
  });
});
