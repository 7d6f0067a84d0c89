import type { RestOffer } from '@shopfront/legacy-sim/contract';
import { describe, expect, it } from 'vitest';
import { quantityRule } from './Offer.js';

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

  it('applies the spec defaults to per-kg items without values', () => {
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
