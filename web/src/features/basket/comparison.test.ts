import { describe, expect, it } from 'vitest';
import { buildComparison, type ComparedBasketInput } from './comparison';

const basket = (
  id: string,
  subtotal: number,
  shipping: number,
  patch: Partial<ComparedBasketInput> = {},
): ComparedBasketInput => ({
  supplier: { id, name: `Branch ${id}` },
  subtotalInCents: subtotal,
  shippingCostInCents: shipping,
  totalInCents: subtotal + shipping,
  unitPriceOverThresholdCount: 0,
  missingItemsCount: 0,
  directOverallCalculation: true,
  ...patch,
});

describe('buildComparison', () => {
  it('finds the cheapest basket and each variance against it', () => {
    const view = buildComparison([
      basket('b', 11000, 0, { unitPriceOverThresholdCount: 2 }),
      basket('a', 10000, 0),
      basket('c', 12000, 500),
    ]);
    expect(view.cheapest?.supplierId).toBe('a');
    expect(
      view.rows.map((row) => [row.supplierId, row.variancePercent, row.differenceInCents]),
    ).toEqual([
      ['a', 0, 0],
      ['b', 10, 1000],
      ['c', 25, 2500],
    ]);
    expect(view.rows[1]?.overThresholdCount).toBe(2);
    expect(view.maxSavingInCents).toBe(2500);
    expect(view.rows.map((row) => row.barPercent)).toEqual([80, 88, 100]);
  });

  it('never calls a basket with missing items the cheapest while a complete one exists', () => {
    const view = buildComparison([
      basket('partial', 5000, 0, { directOverallCalculation: false, missingItemsCount: 2 }),
      basket('full', 9000, 0),
    ]);
    expect(view.cheapest?.supplierId).toBe('full');
    expect(view.rows.map((row) => row.supplierId)).toEqual(['full', 'partial']);
    expect(view.rows[1]).toMatchObject({ missingCount: 2, complete: false });
  });

  it('handles no baskets and shipping in the total', () => {
    expect(buildComparison([])).toEqual({ rows: [], cheapest: null, maxSavingInCents: 0 });
    const view = buildComparison([basket('a', 10000, 3500), basket('b', 12000, 0)]);
    expect(view.cheapest?.supplierId).toBe('b');
    expect(view.rows[0]).toMatchObject({
      supplierId: 'b',
      shippingInCents: 0,
      totalInCents: 12000,
    });
    expect(view.rows[1]).toMatchObject({ variancePercent: 12.5, shippingInCents: 3500 });
  });
});
