import { describe, expect, it } from 'vitest';
import { tileSvg } from './svg.js';

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
