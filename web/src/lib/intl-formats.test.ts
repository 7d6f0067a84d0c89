import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

const date = new Date('2026-11-24T07:05:00Z');
const time = { timeZone: 'Africa/Johannesburg', hour: '2-digit', minute: '2-digit' } as const;

describe('Intl formatters', () => {
  it('are made once per locale and options, and format as a new one would', () => {
    const first = dateTimeFormat('en-ZA', time);
    expect(dateTimeFormat('en-ZA', { ...time })).toBe(first);
    expect(first.format(date)).toBe(new Intl.DateTimeFormat('en-ZA', time).format(date));
    expect(first.format(date)).toMatch(/09:05/);
  });

  it('differ when the locale or an option differs', () => {
    expect(dateTimeFormat('af-ZA', time)).not.toBe(dateTimeFormat('en-ZA', time));
    expect(dateTimeFormat('en-ZA', { ...time, hourCycle: 'h23' })).not.toBe(
      dateTimeFormat('en-ZA', time),
    );
    const one = numberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(one.format(1.25)).toBe(
      new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        1.25,
      ),
    );
    expect(numberFormat('fr', { maximumFractionDigits: 0 })).not.toBe(one);
  });

  it('keep each kind apart under the same locale and options', () => {
    expect(listFormat('en-ZA', {})).toBeInstanceOf(Intl.ListFormat);
    expect(relativeTimeFormat('en-ZA', {})).toBeInstanceOf(Intl.RelativeTimeFormat);
    expect(numberFormat('en-ZA', {})).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat('en-ZA', {})).toBeInstanceOf(Intl.DateTimeFormat);
  });
});
