import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './distance';

describe('formatDistanceKm', () => {
  it('shows one decimal', () => {
    expect(formatDistanceKm(1.209)).toBe('1.2 km');
    expect(formatDistanceKm(3)).toBe('3.0 km');
  });

  it('rounds half up to one decimal', () => {
    expect(formatDistanceKm(5.455)).toBe('5.5 km');
    expect(formatDistanceKm(0.04)).toBe('0.0 km');
  });

  it('groups thousands with a no-break space, as money does', () => {
    expect(formatDistanceKm(1261.04)).toBe('1\u00a0261.0 km');
  });
});
