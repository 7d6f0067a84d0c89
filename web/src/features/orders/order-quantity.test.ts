/**
 * An order line's quantity as the basket writes it, in the shopper's language: the legacy API's
 * own text ("1.500 kg") reads as one thousand five hundred kilograms to many readers.
 */
import { describe, expect, it } from 'vitest';
import { formatOrderQuantity } from './order-quantity';

describe('formatOrderQuantity', () => {
  const mince = { perKg: true, unit: 'kg' };
  const milk = { perKg: false, unit: 'l' };
  const tins = { perKg: false, unit: 'each' };

  it('writes a weight without trailing zeros, with a decimal comma in af and fr', () => {
    expect(formatOrderQuantity(1.5, mince, 'en')).toBe('1.5 kg');
    expect(formatOrderQuantity(1.5, mince, 'af')).toBe('1,5 kg');
    expect(formatOrderQuantity(0.25, mince, 'fr')).toBe('0,25 kg');
    expect(formatOrderQuantity(2, mince, 'en')).toBe('2 kg');
  });

  it('writes units as whole numbers, and part of a litre as litres', () => {
    expect(formatOrderQuantity(3, milk, 'en')).toBe('3');
    expect(formatOrderQuantity(12, tins, 'fr')).toBe('12');
    expect(formatOrderQuantity(1.5, milk, 'af')).toBe('1,5 l');
  });
});
