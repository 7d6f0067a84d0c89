import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  johannesburgDay,
  validUntilLabel,
} from './dates';

describe('dates in Africa/Johannesburg', () => {
  it('formats dd LLL in each language', () => {
    expect(formatDayMonth('2026-12-05T10:00:00+02:00', 'en')).toBe('05 Dec');
    expect(formatDayMonth('2026-12-05T10:00:00+02:00', 'fr')).toBe('05 déc');
    expect(formatDayMonth('2026-10-05T10:00:00+02:00', 'af')).toBe('05 Okt');
  });

  it('shows "valid until" one day before the end date', () => {
    expect(validUntilLabel('2026-12-06T00:00:00+02:00', 'en')).toBe('05 Dec');
    expect(validUntilLabel('2027-01-01T00:00:00+02:00', 'en')).toBe('31 Dec');
  });

  it('uses the Johannesburg day, not UTC, near midnight', () => {
    // 23:30 UTC on 30 Nov is 01:30 on 1 Dec in Johannesburg.
    expect(formatDayMonth('2026-11-30T23:30:00Z', 'en')).toBe('01 Dec');
    expect(johannesburgDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
  });

  it('formats a date with time in 24-hour Johannesburg time', () => {
    expect(formatDateTime('2026-11-21T12:30:00Z', 'en')).toBe('21 Nov 2026, 14:30');
    expect(formatDate('2026-11-21T12:30:00Z', 'en')).toBe('21 Nov 2026');
  });
});
