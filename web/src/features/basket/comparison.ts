/**
 * The basket comparison's view model, from the gateway's answer: one row per branch in the
 * gateway's order (baskets that serve the shopper's dispatch choice first, then those missing the
 * fewest lines, open before closed, cheaper, nearer), the cheapest basket as the gateway
 * recommends it (`BasketComparison.recommended`: never a closed branch while an open one serves the
 * whole basket), each comparable basket's variance as the gateway rounded it, the chart's bars, and
 * what the shopper saves against the basket they have now. The cheapest basket is computed once,
 * on the gateway (gateway/src/resolvers/basket/ranking.ts); the web only reads it.
 *
 * A basket missing items costs less because it holds less: it never gets a variance or a bar
 * while a complete basket serves the choice. A cheaper closed branch is named beside the pick.
 */
export interface ComparedBasketInput {
  supplier: { id: string; name: string };
  /**
   * When the branch opens again, as this comparison was answered; null when open. Not the
   * supplier's own `closedText`: the cache keeps one branch by id for every answer, and an
   * older branch list landing after the comparison would show a ranked-as-closed row without it.
   */
  closedText?: string | null;
  /** Closed now (see `closedText` for when it opens); absent: from `closedText`. */
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
  /** How much dearer than the gateway's first basket, in percent, as the gateway rounded it. */
  varianceVsCheapestPercent: number;
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
  /** Percent above the cheapest basket (the gateway's figure); null for a basket not compared. */
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

/** What the gateway decided for the whole comparison. */
export interface ComparisonRanking {
  /** The choice the totals are for (null: the legacy mixed totals). */
  dispatch: CompareDispatch | null;
  /** The branch the gateway recommends (`recommended.supplier.id`); null when none serves. */
  recommendedId: string | null;
}

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

/** `baskets` in the gateway's order; `ranking`: its dispatch and recommendation. */
export function buildComparison(
  baskets: ComparedBasketInput[],
  currentLines: CurrentLine[] = [],
  { dispatch, recommendedId }: ComparisonRanking = { dispatch: null, recommendedId: null },
): ComparisonView {
  const serves = (basket: ComparedBasketInput) => basket.servesDispatch !== false;
  const closed = (basket: ComparedBasketInput) => basket.closed ?? Boolean(basket.closedText);
  const recommended = baskets.find((basket) => basket.supplier.id === recommendedId) ?? null;
  // The variances are the gateway's, against its first basket (the recommended one): shown for
  // the baskets compared like with like with it (complete and serving, or, when no basket is
  // complete, every basket that serves the choice).
  const anyComplete = baskets.some((basket) => basket.directOverallCalculation && serves(basket));
  const comparable = (basket: ComparedBasketInput) =>
    recommended !== null && serves(basket) && (basket.directOverallCalculation || !anyComplete);

  const rows = baskets.map<ComparisonRow>((basket) => ({
    supplierId: basket.supplier.id,
    supplierName: basket.supplier.name,
    subtotalInCents: basket.subtotalInCents,
    shippingInCents: basket.shippingCostInCents,
    totalInCents: basket.totalInCents,
    variancePercent: comparable(basket) ? basket.varianceVsCheapestPercent : null,
    isCheapest: basket === recommended,
    overThresholdCount: basket.unitPriceOverThresholdCount,
    missingCount: basket.missingItemsCount,
    complete: basket.directOverallCalculation,
    delivers: basket.delivers ?? true,
    closedText: basket.closedText ?? null,
    closed: closed(basket),
    serves: serves(basket),
    missingNames: basket.missingNames ?? [],
    dearerNames: basket.dearerNames ?? [],
    barPercent: 0,
  }));

  // The chart draws the compared baskets (every row when none is), each as a share of the dearest.
  const compared = rows.filter((row) => row.variancePercent !== null);
  const charted = compared.length > 0 ? compared : rows;
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
