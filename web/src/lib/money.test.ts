import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows cents as rand with two decimals and a space thousands separator', () => {
    expect(formatMoney(123456)).toBe('R 1 234.56');
    expect(formatMoney(99)).toBe('R 0.99');
    expect(formatMoney(0)).toBe('R 0.00');
    expect(formatMoney(100000000)).toBe('R 1 000 000.00');
    expect(formatMoney(2500)).toBe('R 25.00');
  });

  it('rounds fractional cents and keeps the sign in front', () => {
    expect(formatMoney(1999.6)).toBe('R 20.00');
    expect(formatMoney(-123456)).toBe('-R 1 234.56');
  });

  it('uses the configured currency symbol', () => {
    expect(formatMoney(1050, '$')).toBe('$ 10.50');
  });
});
