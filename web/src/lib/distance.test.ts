import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './distance';

describe('formatDistanceKm', () => {
  it('shows one decimal in English', () => {
    expect(formatDistanceKm(1.209, 'en')).toBe('1.2 km');
    expect(formatDistanceKm(3, 'en')).toBe('3.0 km');
  });

  it('rounds half up to one decimal', () => {
    expect(formatDistanceKm(5.455, 'en')).toBe('5.5 km');
    expect(formatDistanceKm(0.04, 'en')).toBe('0.0 km');
  });

  it('uses a decimal comma in Afrikaans and French', () => {
    expect(formatDistanceKm(1.71, 'af')).toBe('1,7 km');
    expect(formatDistanceKm(1.71, 'fr')).toBe('1,7 km');
  });

  it('groups thousands for long distances', () => {
    expect(formatDistanceKm(1261.04, 'en')).toBe('1,261.0 km');
  });
});
