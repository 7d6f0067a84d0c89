import { describe, expect, it } from 'vitest';
import { leafletKind, nearestFirst } from './leaflet-kind';

describe('leafletKind', () => {
  it('shows pictures inline and treats anything else as a PDF', () => {
    expect(leafletKind('http://sim/media/leaflets/2.svg')).toBe('picture');
    expect(leafletKind('https://cdn/x/Leaflet.JPG?v=2')).toBe('picture');
    expect(leafletKind('http://sim/media/leaflets/1.pdf')).toBe('pdf');
    expect(leafletKind('https://cdn/leaflet?id=4')).toBe('pdf');
  });
});

describe('nearestFirst', () => {
  it('orders by the branch distance, then the newest leaflet first; unknown distances last', () => {
    const leaflet = (id: string, distanceKm: number | null, startAt: string) => ({
      id,
      startAt,
      supplier: { distanceKm },
    });
    const sorted = nearestFirst([
      leaflet('far', 9.5, '2026-11-20T00:00:00Z'),
      leaflet('unknown', null, '2026-11-22T00:00:00Z'),
      leaflet('near-old', 1.2, '2026-11-01T00:00:00Z'),
      leaflet('near-new', 1.2, '2026-11-21T00:00:00Z'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['near-new', 'near-old', 'far', 'unknown']);
  });
});
