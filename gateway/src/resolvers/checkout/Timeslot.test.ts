import { describe, expect, it } from 'vitest';
import { slotEnd } from './Timeslot.js';

describe('slotEnd', () => {
  it('puts the window end from the text on the start day, in the same offset', () => {
    expect(slotEnd('2026-11-23T09:00:00+02:00', 'Mon 23 Nov, 09:00 - 11:00')).toBe(
      '2026-11-23T11:00:00+02:00',
    );
  });

  it('is null when the text names no end', () => {
    expect(slotEnd('2026-11-23T09:00:00+02:00', 'Mon 23 Nov, 09:00')).toBeNull();
  });
});
