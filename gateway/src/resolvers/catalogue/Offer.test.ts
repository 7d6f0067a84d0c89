import type { RestOffer } from '@shopfront/legacy-api';
import { describe, expect, it } from 'vitest';
import { quantityRule, shelfUnitPrice, stockLeft } from './Offer.js';

const offer = (overrides: Partial<RestOffer>) =>
  ({
    per_kg: false,
    per_kg_conversion_rate: null,
    per_kg_qty_min: null,
    per_kg_qty_step: null,
    per_kg_symbol: null,
    ...overrides,
  }) as RestOffer;

describe('quantityRule', () => {
  it('counts ordinary items in whole units', () => {
    expect(quantityRule(offer({}))).toEqual({
      minimum: 1,
      step: 1,
      conversionRate: 1,
      symbol: null,
      decimals: 0,
    });
  });

  it('applies the legacy shop client defaults to per-kg items without values', () => {
    expect(quantityRule(offer({ per_kg: true }))).toEqual({
      minimum: 0.25,
      step: 0.05,
      conversionRate: 1,
      symbol: 'kg',
      decimals: 3,
    });
  });

  it("keeps the offer's own per-kg values", () => {
    expect(
      quantityRule(
        offer({
          per_kg: true,
          per_kg_qty_min: 0.5,
          per_kg_qty_step: 0.1,
          per_kg_conversion_rate: 2,
          per_kg_symbol: 'l',
        }),
      ),
    ).toMatchObject({ minimum: 0.5, step: 0.1, conversionRate: 2, symbol: 'l' });
  });
});

describe('shelfUnitPrice', () => {
  const pack = (price_in_cents: number, unit: string, measurement: number, per_kg = false) =>
    ({
      price_in_cents,
      per_kg,
      per_kg_symbol: per_kg ? 'kg' : null,
      sellable: { unit, measurement },
    }) as RestOffer;

  it('keeps per-kg offers per kg', () => {
    expect(shelfUnitPrice(pack(8999, 'kg', 1, true))).toEqual({ cents: 8999, unit: 'kg' });
  });

  it('divides packs by their content in kg or litres', () => {
    expect(shelfUnitPrice(pack(3000, 'l', 2))).toEqual({ cents: 1500, unit: 'l' });
    expect(shelfUnitPrice(pack(2500, 'g', 500))).toEqual({ cents: 5000, unit: 'kg' });
    expect(shelfUnitPrice(pack(1299, 'ml', 750))).toEqual({ cents: 1732, unit: 'l' });
  });

  it('prices anything else per pack', () => {
    expect(shelfUnitPrice(pack(1299, 'each', 1))).toEqual({ cents: 1299, unit: 'each' });
    expect(shelfUnitPrice(pack(1299, 'each', 6))).toEqual({ cents: 1299, unit: 'each' });
  });
});

describe('stockLeft', () => {
  it('reads the count from the low-stock text, null when there is none or it is unclear', () => {
    expect(stockLeft('Only 3 left')).toBe(3);
    expect(stockLeft('Nog net 12 oor')).toBe(12);
    expect(stockLeft(null)).toBeNull();
    expect(stockLeft('Low stock')).toBeNull();
    expect(stockLeft('2 of 5 left')).toBeNull();
  });
});
