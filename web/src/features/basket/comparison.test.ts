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
    expect(view.rows.map((row) => [row.supplierId, row.variancePercent])).toEqual([
      ['a', 0],
      ['b', 10],
      ['c', 25],
    ]);
    expect(view.rows[1]?.overThresholdCount).toBe(2);
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
    // No variance ("+-44.4%") and no bar for it: it would look cheaper than a complete basket.
    expect(view.rows[1]?.variancePercent).toBeNull();
    expect(view.chartRows.map((row) => row.supplierId)).toEqual(['full']);
  });

  it('measures the saving against the branch the basket is at now, delivery included', () => {
    const baskets = [basket('a', 10000, 500), basket('b', 11000, 900), basket('c', 30000, 0)];
    const atB = [{ supplierId: 'b', supplierName: 'Branch b', totalInCents: 11000 }];
    const view = buildComparison(baskets, atB);
    expect(view.current).toEqual({
      kind: 'branch',
      supplierName: 'Branch b',
      subtotalInCents: 11000,
      totalInCents: 11900,
      delivers: true,
      isCheapest: false,
    });
    // Not the dearest minus the cheapest (19 500): what moving from b to a saves.
    expect(view.saving).toEqual({ inCents: 1400, basis: 'total' });
    const atA = [{ supplierId: 'a', supplierName: 'Branch a', totalInCents: 10000 }];
    expect(buildComparison(baskets, atA)).toMatchObject({
      current: { kind: 'branch', isCheapest: true },
      saving: { inCents: 0 },
    });
  });

  it('never counts a delivery fee as saved by a collection-only branch', () => {
    const baskets = [
      basket('collect', 10000, 0, { delivers: false }),
      basket('deliver', 10500, 4500),
    ];
    const atDeliver = [{ supplierId: 'deliver', supplierName: 'D', totalInCents: 10500 }];
    // 15 000 delivered against 10 000 collected: the items differ by R 5, not R 50.
    expect(buildComparison(baskets, atDeliver).saving).toEqual({ inCents: 500, basis: 'items' });
  });

  it('compares a basket from several branches item for item, never a saving that is dearer', () => {
    const baskets = [basket('a', 10000, 4500), basket('b', 11000, 0)];
    const mixed = [
      { supplierId: 'a', supplierName: 'Branch a', totalInCents: 4000 },
      { supplierId: 'c', supplierName: 'Branch c', totalInCents: 5000 },
    ];
    const view = buildComparison(baskets, mixed);
    expect(view.current).toEqual({ kind: 'items', subtotalInCents: 9000 });
    // The cheapest complete basket (b, 11 000) costs more than the mixed items: no saving.
    expect(view.saving).toEqual({ inCents: 0, basis: 'items' });
    const dearMix = mixed.map((line) => ({ ...line, totalInCents: line.totalInCents + 1000 }));
    expect(buildComparison(baskets, dearMix).saving.inCents).toBe(0);
    const dearer = [{ ...mixed[0]!, totalInCents: 12500 }, mixed[1]!];
    expect(buildComparison(baskets, dearer).saving.inCents).toBe(6500);
  });

  it('keeps whether a branch delivers and its closed notice', () => {
    const view = buildComparison([
      basket('a', 10000, 0, {
        delivers: false,
        supplier: { id: 'a', name: 'A', closedText: 'Stocktake' },
      }),
    ]);
    expect(view.rows[0]).toMatchObject({ delivers: false, closedText: 'Stocktake' });
  });

  it('handles no baskets and shipping in the total', () => {
    expect(buildComparison([])).toEqual({
      rows: [],
      chartRows: [],
      cheapest: null,
      cheaperClosed: null,
      current: null,
      saving: { inCents: 0, basis: 'total' },
    });
    const view = buildComparison([basket('a', 10000, 3500), basket('b', 12000, 0)]);
    expect(view.cheapest?.supplierId).toBe('b');
    expect(view.rows[0]).toMatchObject({
      supplierId: 'b',
      shippingInCents: 0,
      totalInCents: 12000,
    });
    expect(view.rows[1]).toMatchObject({ variancePercent: 12.5, shippingInCents: 3500 });
  });

  it('never calls a closed branch the cheapest while an open one has the whole basket', () => {
    const view = buildComparison([
      basket('milnerton', 3298, 0, {
        closed: true,
        supplier: { id: 'milnerton', name: 'M', closedText: 'Closed until Monday 08:00.' },
      }),
      basket('brackenfell', 3298, 0),
      basket('parow', 3498, 0),
    ]);
    expect(view.cheapest?.supplierId).toBe('brackenfell');
    expect(view.rows.map((row) => row.supplierId)).toEqual(['brackenfell', 'parow', 'milnerton']);
    expect(view.rows[2]).toMatchObject({ closed: true, closedText: 'Closed until Monday 08:00.' });
    expect(view.cheaperClosed).toBeNull();

    const cheaper = buildComparison([
      basket('closed', 1000, 0, { closed: true }),
      basket('open', 1200, 0),
    ]);
    expect(cheaper.cheapest?.supplierId).toBe('open');
    expect(cheaper.cheaperClosed?.supplierId).toBe('closed');
  });

  it('puts branches that cannot serve the dispatch choice last, without a variance', () => {
    const view = buildComparison([
      basket('collect-only', 1000, 0, {
        servesDispatch: false,
        missingNames: [],
        dearerNames: ['Lemons'],
      }),
      basket('delivers', 1500, 500),
    ]);
    expect(view.cheapest?.supplierId).toBe('delivers');
    expect(view.rows.map((row) => [row.supplierId, row.variancePercent])).toEqual([
      ['delivers', 0],
      ['collect-only', null],
    ]);
    expect(view.rows[1]?.dearerNames).toEqual(['Lemons']);
  });
});
