/**
 * The basket comparison's view model: one row per branch with subtotal, shipping and total, the
 * cheapest basket (the lowest total among branches that stock every item, else the lowest
 * total), each complete basket's variance against it, the chart's bars, and what the shopper
 * saves against the basket they have now.
 *
 * A basket missing items costs less because it holds less: it never gets a variance, a bar or
 * the "Cheapest" mark while a complete basket exists.
 */
export interface ComparedBasketInput {
  supplier: { id: string; name: string; closedText?: string | null };
  subtotalInCents: number;
  shippingCostInCents: number;
  totalInCents: number;
  /** False when the branch cannot deliver there (collection only). */
  delivers?: boolean;
  unitPriceOverThresholdCount: number;
  missingItemsCount: number;
  directOverallCalculation: boolean;
}

/** The shopper's basket as it is: each line's branch and its line total. */
export interface CurrentLine {
  supplierId: string;
  supplierName: string;
  totalInCents: number;
}

export interface ComparisonRow {
  supplierId: string;
  supplierName: string;
  subtotalInCents: number;
  shippingInCents: number;
  totalInCents: number;
  /** Percent above the cheapest basket, one decimal; null for an incomplete basket. */
  variancePercent: number | null;
  isCheapest: boolean;
  overThresholdCount: number;
  missingCount: number;
  complete: boolean;
  delivers: boolean;
  /** The branch's closed notice, or null when it trades normally. */
  closedText: string | null;
  /** Bar length in the chart: the total as a percentage of the dearest charted total. */
  barPercent: number;
}

/** The basket the shopper has now, as the saving is measured against it. */
export type CurrentBasket =
  /** Every line from one compared branch: its compared total (with delivery where it delivers). */
  | {
      kind: 'branch';
      supplierName: string;
      subtotalInCents: number;
      totalInCents: number;
      delivers: boolean;
      isCheapest: boolean;
    }
  /** Lines from several branches (or one not compared): the items only, before delivery. */
  | { kind: 'items'; subtotalInCents: number };

export interface ComparisonView {
  rows: ComparisonRow[];
  /** The rows the chart draws: the complete baskets (every row when none is complete). */
  chartRows: ComparisonRow[];
  cheapest: ComparisonRow | null;
  current: CurrentBasket | null;
  /**
   * What the cheapest basket saves against the current one, in cents (0 when it saves nothing):
   * on the totals when both are delivered (or both collected), else on the items alone, so a
   * collection-only branch never "saves" the delivery fee.
   */
  saving: { inCents: number; basis: 'total' | 'items' };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function currentBasket(lines: CurrentLine[], rows: ComparisonRow[]): CurrentBasket | null {
  if (lines.length === 0) return null;
  const branches = new Set(lines.map((line) => line.supplierId));
  const only = branches.size === 1 ? lines[0]!.supplierId : null;
  const compared = rows.find((row) => row.supplierId === only);
  if (compared?.complete) {
    return {
      kind: 'branch',
      supplierName: compared.supplierName,
      subtotalInCents: compared.subtotalInCents,
      totalInCents: compared.totalInCents,
      delivers: compared.delivers,
      isCheapest: compared.isCheapest,
    };
  }
  return {
    kind: 'items',
    subtotalInCents: lines.reduce((sum, line) => sum + line.totalInCents, 0),
  };
}

function savingAgainst(
  current: CurrentBasket | null,
  cheapest: ComparisonRow | null,
): ComparisonView['saving'] {
  if (!current || !cheapest?.complete) return { inCents: 0, basis: 'total' };
  const likeForLike = current.kind === 'branch' && current.delivers === cheapest.delivers;
  const saving = likeForLike
    ? current.totalInCents - cheapest.totalInCents
    : current.subtotalInCents - cheapest.subtotalInCents;
  return { inCents: Math.max(saving, 0), basis: likeForLike ? 'total' : 'items' };
}

export function buildComparison(
  baskets: ComparedBasketInput[],
  currentLines: CurrentLine[] = [],
): ComparisonView {
  if (baskets.length === 0)
    return {
      rows: [],
      chartRows: [],
      cheapest: null,
      current: null,
      saving: { inCents: 0, basis: 'total' },
    };
  const complete = baskets.filter((basket) => basket.directOverallCalculation);
  const pool = complete.length > 0 ? complete : baskets;
  const cheapest = pool.reduce((best, basket) =>
    basket.totalInCents < best.totalInCents ? basket : best,
  );
  const comparable = (basket: ComparedBasketInput) => pool.includes(basket);

  const rows = baskets
    .map<ComparisonRow>((basket) => ({
      supplierId: basket.supplier.id,
      supplierName: basket.supplier.name,
      subtotalInCents: basket.subtotalInCents,
      shippingInCents: basket.shippingCostInCents,
      totalInCents: basket.totalInCents,
      variancePercent:
        comparable(basket) && cheapest.totalInCents > 0
          ? round1(((basket.totalInCents - cheapest.totalInCents) / cheapest.totalInCents) * 100)
          : comparable(basket)
            ? 0
            : null,
      isCheapest: basket === cheapest,
      overThresholdCount: basket.unitPriceOverThresholdCount,
      missingCount: basket.missingItemsCount,
      complete: basket.directOverallCalculation,
      delivers: basket.delivers ?? true,
      closedText: basket.supplier.closedText ?? null,
      barPercent: 0,
    }))
    // Complete baskets first, each group cheapest first.
    .sort((a, b) => Number(b.complete) - Number(a.complete) || a.totalInCents - b.totalInCents);

  const charted = rows.filter((row) => row.variancePercent !== null);
  const dearest = Math.max(...charted.map((row) => row.totalInCents), 1);
  for (const row of charted) row.barPercent = round1((row.totalInCents / dearest) * 100);

  const cheapestRow = rows.find((row) => row.isCheapest) ?? null;
  const current = currentBasket(currentLines, rows);
  return {
    rows,
    chartRows: charted,
    cheapest: cheapestRow,
    current,
    saving: savingAgainst(current, cheapestRow),
  };
}
