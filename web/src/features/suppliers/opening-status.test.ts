import { describe, expect, it } from 'vitest';
import { openingStatus } from './opening-status';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
  day,
  hours: '07:30 - 19:00',
}));
const PAROW = [
  ...WEEKDAYS,
  { day: 'Saturday', hours: '08:00 - 17:00' },
  { day: 'Sunday', hours: 'Closed' },
];
// 2026-11-24 is a Tuesday; Johannesburg is UTC+2 all year.
const at = (iso: string) => new Date(iso);

describe('openingStatus', () => {
  it('is open during the hours, with the closing time', () => {
    expect(openingStatus(PAROW, at('2026-11-24T08:00:00Z'))).toEqual({
      open: true,
      closesAt: '19:00',
    });
  });

  it('opens later today before the hours, tomorrow after them', () => {
    expect(openingStatus(PAROW, at('2026-11-24T04:00:00Z'))).toEqual({
      open: false,
      opensAt: '07:30',
      inDays: 0,
      day: 'Tuesday',
    });
    expect(openingStatus(PAROW, at('2026-11-24T17:30:00Z'))).toEqual({
      open: false,
      opensAt: '07:30',
      inDays: 1,
      day: 'Wednesday',
    });
  });

  it('skips a closed day: Saturday evening opens on Monday', () => {
    expect(openingStatus(PAROW, at('2026-11-28T16:00:00Z'))).toEqual({
      open: false,
      opensAt: '07:30',
      inDays: 2,
      day: 'Monday',
    });
  });

  it('knows nothing without readable hours', () => {
    expect(
      openingStatus([{ day: 'Monday', hours: 'Closed' }], at('2026-11-24T08:00:00Z')),
    ).toBeNull();
  });
});
