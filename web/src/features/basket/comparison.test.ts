import { describe, expect, it } from 'vitest';
import { buildComparison, type ComparedBasketInput } from './comparison';

/** A basket as the gateway answers it: `variance` is its figure against its first basket. */
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
  varianceVsCheapestPercent: 0,
  unitPriceOverThresholdCount: 0,
  missingItemsCount: 0,
  directOverallCalculation: true,
  ...patch,
});

const collect = (recommendedId: string | null) => ({ dispatch: 'COLLECT', recommendedId }) as const;

describe('buildComparison', () => {
  it("shows the gateway's pick, order and variances as the gateway rounded them", () => {
    const view = buildComparison(
      [
        basket('a', 10000, 0),
        basket('b', 10685, 0, { unitPriceOverThresholdCount: 2, varianceVsCheapestPercent: 6.85 }),
        basket('c', 12000, 500, { varianceVsCheapestPercent: 25 }),
      ],
      [],
      collect('a'),
    );
    expect(view.cheapest?.supplierId).toBe('a');
    expect(view.rows.map((row) => [row.supplierId, row.variancePercent, row.isCheapest])).toEqual([
      ['a', 0, true],
      ['b', 6.85, false],
      ['c', 25, false],
    ]);
    expect(view.rows[1]?.overThresholdCount).toBe(2);
    expect(view.rows.map((row) => row.barPercent)).toEqual([80, 85.5, 100]);
  });

  it('never picks a cheapest of its own: no recommendation, no cheapest and no variances', () => {
    // Nothing serves the choice (e.g. no branch delivers there): the gateway recommends none.
    const view = buildComparison(
      [
        basket('a', 1000, 0, { servesDispatch: false }),
        basket('b', 900, 0, { servesDispatch: false }),
      ],
      [],
      { dispatch: 'DELIVER', recommendedId: null },
    );
    expect(view.cheapest).toBeNull();
    expect(view.rows.map((row) => row.variancePercent)).toEqual([null, null]);
    expect(view.saving).toEqual({ inCents: 0, basis: 'total' });
  });

  it('gives a basket with missing items no variance and no bar while a complete one serves', () => {
    const view = buildComparison(
      [
        basket('full', 9000, 0),
        basket('partial', 5000, 0, {
          directOverallCalculation: false,
          missingItemsCount: 2,
          varianceVsCheapestPercent: -44.44,
        }),
      ],
      [],
      collect('full'),
    );
    expect(view.cheapest?.supplierId).toBe('full');
    expect(view.rows[1]).toMatchObject({ missingCount: 2, complete: false, variancePercent: null });
    expect(view.chartRows.map((row) => row.supplierId)).toEqual(['full']);
  });

  it('measures the saving against the branch the basket is at now, delivery included', () => {
    const baskets = [
      basket('a', 10000, 500),
      basket('b', 11000, 900, { varianceVsCheapestPercent: 13.33 }),
      basket('c', 30000, 0, { varianceVsCheapestPercent: 185.71 }),
    ];
    const atB = [{ supplierId: 'b', supplierName: 'Branch b', totalInCents: 11000 }];
    const view = buildComparison(baskets, atB, { dispatch: null, recommendedId: 'a' });
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
    expect(buildComparison(baskets, atA, { dispatch: null, recommendedId: 'a' })).toMatchObject({
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
    expect(
      buildComparison(baskets, atDeliver, { dispatch: null, recommendedId: 'collect' }).saving,
    ).toEqual({ inCents: 500, basis: 'items' });
  });

  it('compares a basket from several branches item for item, never a saving that is dearer', () => {
    const baskets = [basket('b', 11000, 0), basket('a', 10000, 4500)];
    const ranking = { dispatch: null, recommendedId: 'b' };
    const mixed = [
      { supplierId: 'a', supplierName: 'Branch a', totalInCents: 4000 },
      { supplierId: 'c', supplierName: 'Branch c', totalInCents: 5000 },
    ];
    const view = buildComparison(baskets, mixed, ranking);
    expect(view.current).toEqual({ kind: 'items', subtotalInCents: 9000 });
    // The cheapest complete basket (b, 11 000) costs more than the mixed items: no saving.
    expect(view.saving).toEqual({ inCents: 0, basis: 'items' });
    const dearer = [{ ...mixed[0]!, totalInCents: 12500 }, mixed[1]!];
    expect(buildComparison(baskets, dearer, ranking).saving.inCents).toBe(6500);
  });

  it('keeps whether a branch delivers and its closed notice', () => {
    const view = buildComparison(
      [
        basket('a', 10000, 0, {
          delivers: false,
          closedText: 'Stocktake',
        }),
      ],
      [],
      collect('a'),
    );
    expect(view.rows[0]).toMatchObject({ delivers: false, closedText: 'Stocktake', closed: true });
  });

  it('handles no baskets', () => {
    expect(buildComparison([], [], collect(null))).toEqual({
      rows: [],
      chartRows: [],
      cheapest: null,
      cheaperClosed: null,
      current: null,
      saving: { inCents: 0, basis: 'total' },
    });
  });

  it('names a cheaper closed branch beside the open one the gateway recommends', () => {
    const view = buildComparison(
      [
        basket('open', 1200, 0),
        basket('closed', 1000, 0, { closed: true, varianceVsCheapestPercent: -16.67 }),
      ],
      [],
      collect('open'),
    );
    expect(view.cheapest?.supplierId).toBe('open');
    expect(view.cheaperClosed?.supplierId).toBe('closed');
  });

  it('gives a branch that cannot serve the dispatch choice no variance', () => {
    const view = buildComparison(
      [
        basket('delivers', 1500, 500),
        basket('collect-only', 1000, 0, {
          servesDispatch: false,
          dearerNames: ['Lemons'],
          varianceVsCheapestPercent: -50,
        }),
      ],
      [],
      { dispatch: 'DELIVER', recommendedId: 'delivers' },
    );
    expect(view.cheapest?.supplierId).toBe('delivers');
    expect(view.rows.map((row) => [row.supplierId, row.variancePercent])).toEqual([
      ['delivers', 0],
      ['collect-only', null],
    ]);
    expect(view.rows[1]?.dearerNames).toEqual(['Lemons']);
  });
});
