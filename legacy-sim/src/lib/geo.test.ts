import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.js';

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(-33.9, 18.57, -33.9, 18.57)).toBe(0);
  });

  it('measures Parow to Bellville at about 4.3 km', () => {
    expect(distanceKm(-33.9, 18.5833, -33.9006, 18.6292)).toBeCloseTo(4.24, 1);
  });

  it('measures Cape Town to Johannesburg at about 1 260 km', () => {
    expect(distanceKm(-33.9249, 18.4241, -26.2041, 28.0473)).toBeGreaterThan(1250);
    expect(distanceKm(-33.9249, 18.4241, -26.2041, 28.0473)).toBeLessThan(1275);
  });
});
