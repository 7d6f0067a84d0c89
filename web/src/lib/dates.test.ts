import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatSlotDate,
  formatSlotDay,
  formatSlotStart,
  formatTimeRange,
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

  it('a promotion ending during the day is valid until that day, in Johannesburg time', () => {
    // Ends 3 Dec 22:28 in Johannesburg (20:28 UTC): it runs on the 3rd.
    expect(validUntilLabel('2026-12-03T22:28:00+02:00', 'en')).toBe('03 Dec');
    expect(validUntilLabel('2026-12-03T20:28:00Z', 'en')).toBe('03 Dec');
    // 23:30 UTC on 3 Dec is 01:30 on the 4th there: it still runs on the 4th.
    expect(validUntilLabel('2026-12-03T23:30:00Z', 'af')).toBe('04 Des');
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

  it('names a slot day today, tomorrow, then by weekday, in each language', () => {
    // 23:30 UTC on 23 Nov is already 24 Nov in Johannesburg.
    const now = new Date('2026-11-23T23:30:00Z');
    expect(formatSlotDay('2026-11-24', 'en', now)).toBe('Today');
    expect(formatSlotDay('2026-11-25', 'en', now)).toBe('Tomorrow');
    expect(formatSlotDay('2026-11-26', 'en', now)).toMatch(/^Thu,? 26 Nov$/);
    expect(formatSlotDay('2026-11-25', 'af', now)).toBe('Môre');
    expect(formatSlotDay('2026-11-26', 'af', now)).toMatch(/^Do\.? 26 Nov/);
    expect(formatSlotDay('2026-11-24', 'fr', now)).toBe('Aujourd’hui');
    expect(formatSlotDay('2026-11-26', 'fr', now)).toMatch(/^jeu\.? 26 nov/);
  });

  it("gives an order's slot day with its year (day month year), in each language", () => {
    expect(formatSlotDate('2026-11-24', 'en')).toBe('Tue 24 Nov 2026');
    expect(formatSlotDate('2026-11-24', 'af')).toBe('Di. 24 Nov. 2026');
    expect(formatSlotDate('2026-11-24', 'fr')).toMatch(/^mar\.? 24 nov\.? 2026$/);
  });

  it("formats an order's slot start like the legacy API, in each language", () => {
    expect(formatSlotStart('2026-11-24T09:00:00+02:00', 'en')).toBe('Tue 24 Nov 2026, 09:00');
    expect(formatSlotStart('2026-11-24T09:00:00+02:00', 'af')).toBe('Di. 24 Nov. 2026, 09:00');
    expect(formatSlotStart('2026-11-24T09:00:00+02:00', 'fr')).toBe('mar. 24 nov. 2026, 09:00');
    expect(formatSlotStart('ASAP', 'en')).toBeNull();
    expect(formatSlotStart(null, 'en')).toBeNull();
  });

  it('formats a slot as a range of Johannesburg hours', () => {
    // Word joiners hold the range on one line: a narrow line broke it after the dash.
    expect(formatTimeRange('2026-11-26T07:00:00Z', '2026-11-26T09:00:00Z', 'en')).toBe(
      '09:00\u2060–\u206011:00',
    );
    expect(formatTimeRange('2026-11-26T07:00:00Z', null, 'fr')).toBe('09:00');
  });
});
