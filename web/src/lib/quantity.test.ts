import { describe, expect, it } from 'vitest';
import {
  canDecrease,
  canIncrease,
  decrease,
  formatShown,
  formatStored,
  increase,
  lineTotalInCents,
  quantityRules,
  round5,
  shownFromStored,
  storedFromShown,
} from './quantity';

const normal = quantityRules({ perKg: false });
const perKg = quantityRules({ perKg: true });

describe('quantity rules', () => {
  it('normal items start at 1 and step by 1 with no decimals', () => {
    expect(normal).toMatchObject({ min: 1, step: 1, rate: 1, decimals: 0 });
    expect(formatShown(3, normal)).toBe('3');
  });

  it('per-kg items default to 0.250 minimum, 0.050 step, rate 1 and 3 decimals', () => {
    expect(perKg).toMatchObject({ min: 0.25, step: 0.05, rate: 1, symbol: 'kg', decimals: 3 });
    expect(formatShown(0.25, perKg)).toBe('0.25');
  });

  it('writes a weight in Afrikaans and French with a decimal comma and no trailing zeros', () => {
    // "1.500 kg" reads as one thousand five hundred kilograms to those readers.
    expect(formatShown(1.5, perKg, 'af')).toBe('1,5');
    expect(formatShown(1.5, perKg, 'fr')).toBe('1,5');
    expect(formatShown(0.25, perKg, 'fr')).toBe('0,25');
    expect(formatShown(2, perKg, 'af')).toBe('2');
    expect(formatShown(10, perKg, 'af')).toBe('10');
    expect(formatStored(1.55, perKg, 'af')).toBe('1,55 kg');
    expect(formatShown(3, normal, 'fr')).toBe('3');
  });

  it('writes a weight in English with a decimal point and no trailing zeros', () => {
    // "1.500 kg" reads as one thousand five hundred kilograms to many readers too.
    expect(formatShown(1.5, perKg, 'en')).toBe('1.5');
    expect(formatShown(0.25, perKg, 'en')).toBe('0.25');
    expect(formatShown(2, perKg, 'en')).toBe('2');
    expect(formatShown(10, perKg, 'en')).toBe('10');
    expect(formatStored(1.55, perKg, 'en')).toBe('1.55 kg');
    expect(formatShown(12, normal, 'en')).toBe('12');
  });

  it("uses the offer's own per-kg values when it gives them", () => {
    const rules = quantityRules({
      perKg: true,
      perKgQtyMin: 0.5,
      perKgQtyStep: 0.1,
      perKgConversionRate: 2,
      perKgSymbol: 'l',
    });
    expect(rules).toMatchObject({ min: 0.5, step: 0.1, rate: 2, symbol: 'l', decimals: 3 });
  });

  it('shows other per-kg symbols with no decimals', () => {
    expect(quantityRules({ perKg: true, perKgSymbol: 'bunch' }).decimals).toBe(0);
  });
});

describe('stepping', () => {
  it('a starting value of 0 shows the minimum', () => {
    expect(shownFromStored(0, perKg)).toBe(0.25);
    expect(shownFromStored(0, normal)).toBe(1);
  });

  it('steps without floating-point drift, rounded to 5 decimals', () => {
    let shown = 0.25;
    for (let i = 0; i < 15; i += 1) shown = increase(shown, perKg);
    expect(shown).toBe(1);
    expect(formatShown(shown, perKg)).toBe('1');
    expect(round5(0.1 + 0.2)).toBe(0.3);
  });

  it('never drops below the minimum', () => {
    expect(decrease(0.3, perKg)).toBe(0.25);
    expect(decrease(0.25, perKg)).toBe(0.25);
    expect(canDecrease(0.25, perKg)).toBe(false);
    expect(canDecrease(0.3, perKg)).toBe(true);
    expect(decrease(1, normal)).toBe(1);
    expect(increase(1, normal)).toBe(2);
  });

  it('stores the shown amount times the conversion rate, and back', () => {
    const rules = quantityRules({ perKg: true, perKgConversionRate: 2.5 });
    expect(storedFromShown(0.35, rules)).toBe(0.875);
    expect(shownFromStored(0.875, rules)).toBe(0.35);
    expect(formatStored(0.875, rules)).toBe('0.35 kg');
    expect(formatStored(4, normal)).toBe('4');
  });

  it('prices a line by the shown amount', () => {
    expect(lineTotalInCents(8999, 0.35, perKg)).toBe(3150);
    expect(lineTotalInCents(1299, 3, normal)).toBe(3897);
  });
});

describe('stokvel minimum and stock left', () => {
  it('starts a stokvel offer at its stokvel minimum and never goes below it', () => {
    const rules = quantityRules({ perKg: false, stokvel: true, stokvelMinQuantity: 6 });
    expect(rules.min).toBe(6);
    expect(shownFromStored(0, rules)).toBe(6);
    expect(decrease(6, rules)).toBe(6);
    expect(canDecrease(6, rules)).toBe(false);
    // An ordinary offer with a stokvel minimum on record ignores it.
    expect(quantityRules({ perKg: false, stokvelMinQuantity: 6 }).min).toBe(1);
  });

  it('stops at what is left', () => {
    const rules = quantityRules({ perKg: false, stockLeft: 3 });
    expect(rules.max).toBe(3);
    expect(increase(2, rules)).toBe(3);
    expect(increase(3, rules)).toBe(3);
    expect(canIncrease(2, rules)).toBe(true);
    expect(canIncrease(3, rules)).toBe(false);
    expect(quantityRules({ perKg: false }).max).toBeNull();
  });
});
