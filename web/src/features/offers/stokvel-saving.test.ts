import { describe, expect, it } from 'vitest';
import { largestStokvelSaving } from './stokvel-saving';

describe('largestStokvelSaving', () => {
  it('is the most one bulk buy saves, not the sum over every offer', () => {
    const offers = [
      { savingInCents: 500, stokvelMinQuantity: 10 }, // R 50.00 on 10
      { savingInCents: 2_500, stokvelMinQuantity: 6 }, // R 150.00 on 6
      { savingInCents: 1_250, stokvelMinQuantity: 10 }, // R 125.00 on 10
    ];
    expect(largestStokvelSaving(offers)).toBe(15_000);
  });

  it('counts one item when no minimum is given, and nothing without a saving', () => {
    expect(largestStokvelSaving([{ savingInCents: 300, stokvelMinQuantity: null }])).toBe(300);
    expect(largestStokvelSaving([{ savingInCents: 0, stokvelMinQuantity: 5 }])).toBe(0);
    expect(largestStokvelSaving([])).toBe(0);
  });
});
