/**
 * The basket comparison's view model: one row per branch with subtotal, shipping and total (for
 * the shopper's dispatch choice: the gateway compares collection with collection, delivery with
 * delivery), the cheapest basket (the lowest total among open branches that stock every item and
 * serve the choice; failing that a closed one, then any complete one), each comparable basket's
 * variance against it, the chart's bars, and what the shopper saves against the basket they have
 * now. Equal totals keep the gateway's order: the open and nearer branch first.
 *
 * A basket missing items costs less because it holds less: it never gets a variance, a bar or
 * the "Cheapest" mark while a complete basket exists. A closed branch is never the cheapest while
 * an open one can serve the basket; a cheaper closed one is named beside it.
 */
export interface ComparedBasketInput {
  supplier: { id: string; name: string; closedText?: string | null };
  /** Closed now (see `supplier.closedText` for when it opens); absent: from `closedText`. */
  closed?: boolean;
  /** False when the branch cannot serve the compared dispatch (e.g. cannot deliver there). */
  servesDispatch?: boolean;
  /** Names of the lines this branch does not stock. */
  missingNames?: string[];
  /** Names of the lines much dearer here than at the cheapest branch. */
  dearerNames?: string[];
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
  closed: boolean;
  /** False when the branch cannot serve the shopper's dispatch choice. */
  serves: boolean;
  missingNames: string[];
  dearerNames: string[];
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
  /** A closed branch whose complete basket costs less than the cheapest open one, if any. */
  cheaperClosed: ComparisonRow | null;
  current: CurrentBasket | null;
  /**
   * What the cheapest basket saves against the current one, in cents (0 when it saves nothing):
   * on the totals when both are delivered (or both collected), else on the items alone, so a
   * collection-only branch never "saves" the delivery fee.
   */
  saving: { inCents: number; basis: 'total' | 'items' };
}

export type CompareDispatch = 'COLLECT' | 'DELIVER';

const round1 = (value: number) => Math.round(value * 10) / 10;

function currentBasket(
  lines: CurrentLine[],
  rows: ComparisonRow[],
  dispatch: CompareDispatch | null,
): CurrentBasket | null {
  if (lines.length === 0) return null;
  const branches = new Set(lines.map((line) => line.supplierId));
  const only = branches.size === 1 ? lines[0]!.supplierId : null;
  const compared = rows.find((row) => row.supplierId === only);
  if (compared?.complete && compared.serves) {
    return {
      kind: 'branch',
      supplierName: compared.supplierName,
      subtotalInCents: compared.subtotalInCents,
      totalInCents: compared.totalInCents,
      // For a dispatch choice every total is for that choice: delivered only when delivering.
      delivers: dispatch ? dispatch === 'DELIVER' : compared.delivers,
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
  dispatch: CompareDispatch | null,
): ComparisonView['saving'] {
  if (!current || !cheapest?.complete) return { inCents: 0, basis: 'total' };
  const likeForLike =
    current.kind === 'branch' && (dispatch !== null || current.delivers === cheapest.delivers);
  const saving = likeForLike
    ? current.totalInCents - cheapest.totalInCents
    : current.subtotalInCents - cheapest.subtotalInCents;
  return { inCents: Math.max(saving, 0), basis: likeForLike ? 'total' : 'items' };
}

/** `dispatch`: the choice the gateway compared the totals for (null: its legacy mixed totals). */
export function buildComparison(
  baskets: ComparedBasketInput[],
  currentLines: CurrentLine[] = [],
  dispatch: CompareDispatch | null = null,
): ComparisonView {
  if (baskets.length === 0)
    return {
      rows: [],
      chartRows: [],
      cheapest: null,
      cheaperClosed: null,
      current: null,
      saving: { inCents: 0, basis: 'total' },
    };
  const serves = (basket: ComparedBasketInput) => basket.servesDispatch !== false;
  const closed = (basket: ComparedBasketInput) =>
    basket.closed ?? Boolean(basket.supplier.closedText);
  const complete = baskets.filter((basket) => basket.directOverallCalculation);
  const serving = complete.filter(serves);
  const open = serving.filter((basket) => !closed(basket));
  const comparablePool = serving.length > 0 ? serving : complete.length > 0 ? complete : baskets;
  const pool = open.length > 0 ? open : comparablePool;
  const cheapest = pool.reduce((best, basket) =>
    basket.totalInCents < best.totalInCents ? basket : best,
  );
  const comparable = (basket: ComparedBasketInput) => comparablePool.includes(basket);

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
      closed: closed(basket),
      serves: serves(basket),
      missingNames: basket.missingNames ?? [],
      dearerNames: basket.dearerNames ?? [],
      barPercent: 0,
    }))
    // Baskets that serve the choice first, then complete ones, open before closed, each group
    // cheapest first (a stable sort: equal totals keep the gateway's nearer-first order).
    .sort(
      (a, b) =>
        Number(b.serves) - Number(a.serves) ||
        Number(b.complete) - Number(a.complete) ||
        Number(a.closed) - Number(b.closed) ||
        a.totalInCents - b.totalInCents,
    );

  const charted = rows.filter((row) => row.variancePercent !== null);
  const dearest = Math.max(...charted.map((row) => row.totalInCents), 1);
  for (const row of charted) row.barPercent = round1((row.totalInCents / dearest) * 100);

  const cheapestRow = rows.find((row) => row.isCheapest) ?? null;
  const cheaperClosed =
    rows.find(
      (row) =>
        row.closed &&
        row.serves &&
        row.complete &&
        cheapestRow !== null &&
        !cheapestRow.closed &&
        row.totalInCents < cheapestRow.totalInCents,
    ) ?? null;
  const current = currentBasket(currentLines, rows, dispatch);
  return {
    rows,
    chartRows: charted,
    cheapest: cheapestRow,
    cheaperClosed,
    current,
    saving: savingAgainst(current, cheapestRow, dispatch),
  };
}
