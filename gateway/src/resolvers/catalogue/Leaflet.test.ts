import { describe, expect, it } from 'vitest';
import type { LeafletParent } from './parents.js';
import { Leaflet } from './Leaflet.js';

type Field = (leaflet: LeafletParent) => unknown;
const field = (name: 'startAt' | 'endAt' | 'location') => Leaflet[name] as unknown as Field;

const OLDER_FORM = {
  id: 7,
  name: 'Spring',
  title: 'Spring specials',
  url: 'https://media.example/7.pdf',
  supplier_id: 101,
  start_on: '2026-11-20',
  end_on: '2026-11-30',
  lat: -33.9,
  long: 18.57,
} as LeafletParent;

describe('Leaflet', () => {
  it('reads a leaflet sent only in the older form: its days and its point', () => {
    expect(field('startAt')(OLDER_FORM)).toBe('2026-11-20T00:00:00+02:00');
    expect(field('endAt')(OLDER_FORM)).toBe('2026-11-30T23:59:59+02:00');
    expect(field('location')(OLDER_FORM)).toEqual({ latitude: -33.9, longitude: 18.57 });
  });

  it('prefers the newer times when both are sent', () => {
    const both = {
      ...OLDER_FORM,
      start_at: '2026-11-20T08:00:00+02:00',
      end_at: '2026-11-30T18:00:00+02:00',
    } as LeafletParent;
    expect(field('startAt')(both)).toBe('2026-11-20T08:00:00+02:00');
    expect(field('endAt')(both)).toBe('2026-11-30T18:00:00+02:00');
  });

  it('has no point when none is sent', () => {
    expect(field('location')({ ...OLDER_FORM, lat: undefined, long: undefined })).toBeNull();
  });
});
