import { describe, expect, it } from 'vitest';
import { INITIAL_CHECKOUT, withSlotsOffered, withTimeslot } from '../../core/checkout-store';

const slot = (value: string, available = true) => ({ value, startsAt: value, available });
const chosen = withTimeslot(
  { ...INITIAL_CHECKOUT, supplierId: '101' },
  '2026-11-29T10:00:00+02:00',
);

describe('a chosen slot checked against the slots offered now', () => {
  it('is kept while the branch still offers it', () => {
    const offered = [slot('2026-11-29T08:00:00+02:00'), slot('2026-11-29T10:00:00+02:00')];
    expect(withSlotsOffered(chosen, offered)).toBe(chosen);
  });

  it('is dropped, and remembered as passed, once every slot offered starts later', () => {
    const later = withSlotsOffered(chosen, [slot('2026-12-01T08:00:00+02:00')]);
    expect(later).toMatchObject({
      timeslot: null,
      lostSlot: { value: '2026-11-29T10:00:00+02:00', passed: true },
    });
    // Choosing a slot again ends the notice.
    expect(withTimeslot(later, 'x').lostSlot).toBeNull();
  });

  it('is dropped as no longer available when it is still to come but full', () => {
    const full = withSlotsOffered(chosen, [
      slot('2026-11-29T08:00:00+02:00'),
      slot('2026-11-29T10:00:00+02:00', false),
    ]);
    expect(full).toMatchObject({ timeslot: null, lostSlot: { passed: false } });
  });

  it('changes nothing without a chosen slot', () => {
    const none = { ...INITIAL_CHECKOUT };
    expect(withSlotsOffered(none, [])).toBe(none);
  });
});
