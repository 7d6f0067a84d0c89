import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** The no-break space: an amount never splits over two lines, in a table or in a sentence. */
const NBSP = '\u00a0';
const shown = (text: string) => text.replaceAll(' ', NBSP);

describe('formatMoney', () => {
  it('shows cents as rand with two decimals and a space thousands separator', () => {
    expect(formatMoney(123456)).toBe(shown('R 1 234.56'));
    expect(formatMoney(99)).toBe(shown('R 0.99'));
    expect(formatMoney(0)).toBe(shown('R 0.00'));
    expect(formatMoney(100000000)).toBe(shown('R 1 000 000.00'));
    expect(formatMoney(2500)).toBe(shown('R 25.00'));
  });

  it('never breaks an amount: its spaces are no-break spaces', () => {
    expect(formatMoney(123456)).not.toContain(' ');
    expect(formatMoney(123456)).toBe('R\u00a01\u00a0234.56');
  });

  it('rounds fractional cents and keeps the sign in front', () => {
    expect(formatMoney(1999.6)).toBe(shown('R 20.00'));
    expect(formatMoney(-123456)).toBe(shown('-R 1 234.56'));
  });

  it('uses the configured currency symbol', () => {
    expect(formatMoney(1050, '$')).toBe(shown('$ 10.50'));
  });
});
