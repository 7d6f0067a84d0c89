/**
 * The comparison screen's pieces: the summary (cheapest basket and the saving against the
 * shopper's basket now), the bar chart of the complete baskets, and one table row per branch
 * (stacked as a card on a phone, each figure named by its column).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ComparisonRow, ComparisonView, CurrentBasket } from './comparison';

type Money = (cents: number) => string;

export function CheapestSummary({
  cheapest,
  current,
  saving: { inCents: savingInCents, basis },
  money,
  onShop,
}: {
  cheapest: ComparisonRow;
  current: CurrentBasket | null;
  saving: ComparisonView['saving'];
  money: Money;
  onShop: () => void;
}) {
  const cheapestName = cheapest.supplierName;
  const cheapestTotal = money(cheapest.totalInCents);
  const saving = money(savingInCents);
  return (
    <section className="notice is-success compare-summary" aria-labelledby="cheapest-heading">
      <h2 id="cheapest-heading">
        <Trans>
          Cheapest basket: {cheapestName}, {cheapestTotal}
        </Trans>
      </h2>
      <BranchMarks row={cheapest} />
      {current && <CurrentBasketLine current={current} money={money} />}
      {savingInCents > 0 && (
        <p>
          <strong>
            {basis === 'total' ? (
              <Trans>
                You save {saving} at {cheapestName}.
              </Trans>
            ) : (
              <Trans>
                You save {saving} on the items at {cheapestName}.
              </Trans>
            )}
          </strong>
        </p>
      )}
      {!(current?.kind === 'branch' && current.isCheapest) && (
        <button type="button" className="button" onClick={onShop}>
          <Trans>Shop at {cheapestName}</Trans>
        </button>
      )}
    </section>
  );
}

function CurrentBasketLine({ current, money }: { current: CurrentBasket; money: Money }) {
  if (current.kind === 'branch') {
    const branch = current.supplierName;
    const total = money(current.totalInCents);
    return current.isCheapest ? (
      <p>
        <Trans>Your basket is already at the cheapest branch.</Trans>
      </p>
    ) : (
      <p>
        {current.delivers ? (
          <Trans>
            Your basket at {branch} costs {total}, delivery included.
          </Trans>
        ) : (
          <Trans>
            Your basket at {branch} costs {total}, collected.
          </Trans>
        )}
      </p>
    );
  }
  const subtotal = money(current.subtotalInCents);
  return (
    <p>
      <Trans>Your basket now: {subtotal} for the items, before delivery.</Trans>
    </p>
  );
}

/** "Closed" (with the branch's notice) and "Collection only", where they apply. */
function BranchMarks({ row }: { row: ComparisonRow }) {
  return (
    <>
      {row.closedText !== null && (
        <span className="label is-error" title={row.closedText}>
          <Trans>Closed</Trans>
        </span>
      )}
      {!row.delivers && (
        <span className="label">
          <Trans>Collection only</Trans>
        </span>
      )}
    </>
  );
}

export function ComparisonTableRow({
  row,
  money,
  onShop,
}: {
  row: ComparisonRow;
  money: Money;
  onShop: () => void;
}) {
  const { t } = useLingui();
  const variance =
    row.variancePercent === null || row.isCheapest ? '–' : `+${row.variancePercent.toFixed(1)}%`;
  return (
    <tr className={row.isCheapest ? 'is-cheapest' : row.complete ? undefined : 'is-incomplete'}>
      <th scope="row">
        {row.supplierName}
        {row.isCheapest && (
          <span className="label is-success">
            <Trans>Cheapest</Trans>
          </span>
        )}
        <BranchMarks row={row} />
        {row.missingCount > 0 && (
          <span className="label is-warning">
            <Plural value={row.missingCount} one="# item missing" other="# items missing" />
          </span>
        )}
        {row.overThresholdCount > 0 && (
          <span className="label">
            <Plural
              value={row.overThresholdCount}
              one="# item much dearer"
              other="# items much dearer"
            />
          </span>
        )}
        {row.closedText !== null && <small className="compare-closed">{row.closedText}</small>}
      </th>
      <td data-label={t`Subtotal`}>{money(row.subtotalInCents)}</td>
      <td data-label={t`Shipping`}>
        {row.delivers ? money(row.shippingInCents) : t`Collection only`}
      </td>
      <td data-label={t`Total`}>
        <strong>{money(row.totalInCents)}</strong>
      </td>
      <td data-label={t`vs cheapest`}>{variance}</td>
      <td className="compare-action">
        <button
          type="button"
          className="button is-small"
          onClick={onShop}
          aria-label={t`Shop at ${row.supplierName}`}
        >
          <Trans>Shop here</Trans>
        </button>
      </td>
    </tr>
  );
}

/**
 * One bar per complete basket, as plain HTML: the branch's name and total above its bar, so
 * labels never sit on top of the bars.
 */
export function ComparisonChart({ rows, money }: { rows: ComparisonRow[]; money: Money }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <figure className="compare-chart">
      <ol className="compare-bars" aria-label={t`Basket totals by branch`}>
        {rows.map((row) => (
          <li key={row.supplierId} className={row.isCheapest ? 'is-cheapest' : undefined}>
            <span className="compare-bar-name">
              {row.supplierName}
              {!row.delivers && (
                <span className="muted">
                  {' · '}
                  <Trans>Collection only</Trans>
                </span>
              )}
            </span>
            <strong className="compare-bar-total">{money(row.totalInCents)}</strong>
            <span className="compare-bar-track" aria-hidden="true">
              <span className="compare-bar" style={{ width: `${Math.max(row.barPercent, 2)}%` }} />
            </span>
          </li>
        ))}
      </ol>
      <figcaption className="muted">
        <Trans>
          Branches that stock every item; totals include delivery where the branch delivers.
        </Trans>
      </figcaption>
    </figure>
  );
}
