import { describe, expect, it } from 'vitest';
import { formatMoney, unitPrice } from './money';

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

describe('unitPrice', () => {
  it('keeps per-kg offers per kg', () => {
    expect(
      unitPrice({ priceInCents: 8999, perKg: true, perKgSymbol: 'kg', unit: 'kg', measurement: 1 }),
    ).toEqual({ cents: 8999, unit: 'kg' });
  });

  it('divides packs by their content in kg or litres', () => {
    expect(unitPrice({ priceInCents: 3000, perKg: false, unit: 'l', measurement: 2 })).toEqual({
      cents: 1500,
      unit: 'l',
    });
    expect(unitPrice({ priceInCents: 2500, perKg: false, unit: 'g', measurement: 500 })).toEqual({
      cents: 5000,
      unit: 'kg',
    });
    expect(unitPrice({ priceInCents: 1299, perKg: false, unit: 'ml', measurement: 750 })).toEqual({
      cents: 1732,
      unit: 'l',
    });
  });

  it('prices anything else per item', () => {
    expect(unitPrice({ priceInCents: 1299, perKg: false, unit: 'each', measurement: 1 })).toEqual({
      cents: 1299,
      unit: 'each',
    });
  });
});
