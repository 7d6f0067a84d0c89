/**
 * The basket comparison's view model: one row per branch with subtotal, shipping and total, the
 * cheapest basket (the lowest total among branches that stock every item, else the lowest
 * total), each basket's variance against it, the items over the unit-price threshold, and the
 * bar lengths of the chart.
 */
export interface ComparedBasketInput {
  supplier: { id: string; name: string };
  subtotalInCents: number;
  shippingCostInCents: number;
  totalInCents: number;
  unitPriceOverThresholdCount: number;
  missingItemsCount: number;
  directOverallCalculation: boolean;
}

export interface ComparisonRow {
  supplierId: string;
  supplierName: string;
  subtotalInCents: number;
  shippingInCents: number;
  totalInCents: number;
  /** Percent above the cheapest basket, one decimal (0 for the cheapest). */
  variancePercent: number;
  /** Difference to the cheapest basket, in cents. */
  differenceInCents: number;
  isCheapest: boolean;
  overThresholdCount: number;
  missingCount: number;
  complete: boolean;
  /** Bar length in the chart: the total as a percentage of the dearest total. */
  barPercent: number;
}

export interface ComparisonView {
  rows: ComparisonRow[];
  cheapest: ComparisonRow | null;
  /** Most the shopper saves by choosing the cheapest over the dearest complete basket. */
  maxSavingInCents: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function buildComparison(baskets: ComparedBasketInput[]): ComparisonView {
  if (baskets.length === 0) return { rows: [], cheapest: null, maxSavingInCents: 0 };
  const complete = baskets.filter((basket) => basket.directOverallCalculation);
  const pool = complete.length > 0 ? complete : baskets;
  const cheapest = pool.reduce((best, basket) =>
    basket.totalInCents < best.totalInCents ? basket : best,
  );
  const dearest = Math.max(...baskets.map((basket) => basket.totalInCents), 1);

  const rows = baskets
    .map<ComparisonRow>((basket) => ({
      supplierId: basket.supplier.id,
      supplierName: basket.supplier.name,
      subtotalInCents: basket.subtotalInCents,
      shippingInCents: basket.shippingCostInCents,
      totalInCents: basket.totalInCents,
      differenceInCents: basket.totalInCents - cheapest.totalInCents,
      variancePercent:
        cheapest.totalInCents > 0
          ? round1(((basket.totalInCents - cheapest.totalInCents) / cheapest.totalInCents) * 100)
          : 0,
      isCheapest: basket === cheapest,
      overThresholdCount: basket.unitPriceOverThresholdCount,
      missingCount: basket.missingItemsCount,
      complete: basket.directOverallCalculation,
      barPercent: round1((basket.totalInCents / dearest) * 100),
    }))
    // Complete baskets first, each group cheapest first.
    .sort((a, b) => Number(b.complete) - Number(a.complete) || a.totalInCents - b.totalInCents);

  const completeTotals = rows.filter((row) => row.complete).map((row) => row.totalInCents);
  return {
    rows,
    cheapest: rows.find((row) => row.isCheapest) ?? null,
    maxSavingInCents:
      completeTotals.length > 1 ? Math.max(...completeTotals) - Math.min(...completeTotals) : 0,
  };
}
