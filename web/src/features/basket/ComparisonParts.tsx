/**
 * The comparison screen's pieces: the summary (cheapest basket for the dispatch choice, a cheaper
 * branch that is closed, and the saving against the shopper's basket now), the bar chart of the
 * complete baskets, and one table row per branch with what it lacks and what is much dearer there
 * (stacked as a card on a phone, each figure named by its column).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { listFormat } from '../../lib/intl-formats';
import { ChooseBranchButton } from '../../core/ChooseBranchButton';
import type { CompareDispatch, ComparisonRow, ComparisonView, CurrentBasket } from './comparison';
import type { DeliveryPoint } from './delivery-point';

type Money = (cents: number) => string;

/**
 * Puts a "Shop here" button in its form (shop-here-form.tsx: a real form, taken over by the
 * screen once hydrated). The button submits it.
 */
export type ShopForm = (button: ReactNode) => ReactNode;

export function CheapestSummary({
  cheapest,
  cheaperClosed,
  dispatch,
  deliveryPoint,
  current,
  saving: { inCents: savingInCents, basis },
  money,
  shopForm,
}: {
  cheapest: ComparisonRow;
  cheaperClosed: ComparisonRow | null;
  dispatch: CompareDispatch;
  /** Where the delivery fees are priced (delivery-point.ts). */
  deliveryPoint: DeliveryPoint;
  current: CurrentBasket | null;
  saving: ComparisonView['saving'];
  money: Money;
  shopForm: ShopForm;
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
      {dispatch === 'COLLECT' ? (
        <p>
          <Trans>Collected at the branch: the items only, no delivery fee.</Trans>
        </p>
      ) : (
        <DeliveredToLine point={deliveryPoint} />
      )}
      {cheaperClosed && <CheaperClosedLine row={cheaperClosed} money={money} />}
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
      {!(current?.kind === 'branch' && current.isCheapest) &&
        shopForm(
          <button type="submit" className="button">
            <Trans>Shop at {cheapestName}</Trans>
          </button>,
        )}
    </section>
  );
}

/**
 * Where the delivery fees were measured to. With no address and no position the comparison used
 * the shop's default point: said, with a way to say where to deliver instead.
 */
function DeliveredToLine({ point }: { point: DeliveryPoint }) {
  if (point.kind === 'address' || point.kind === 'place') {
    const deliveryAddress = point.name;
    return (
      <p>
        <Trans>
          Delivered to {deliveryAddress}: the items plus each branch's delivery fee there.
        </Trans>
      </p>
    );
  }
  if (point.kind === 'device')
    return (
      <p>
        <Trans>
          Delivered to you, where your device says you are: the items plus each branch's delivery
          fee there.
        </Trans>
      </p>
    );
  return (
    <>
      <p>
        <Trans>
          We don't know where to deliver, so each branch's delivery fee is measured from Cape Town's
          northern suburbs (near Parow), the shop's default point. Yours may differ.
        </Trans>
      </p>
      <ChooseBranchButton className="button is-secondary">
        <Trans>Say where to deliver</Trans>
      </ChooseBranchButton>
    </>
  );
}

function CheaperClosedLine({ row, money }: { row: ComparisonRow; money: Money }) {
  const branch = row.supplierName;
  const total = money(row.totalInCents);
  const notice = row.closedText ?? '';
  return (
    <p>
      <Trans>
        {branch} costs {total} but is closed: {notice}
      </Trans>
    </p>
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

/** A branch whose basket would hold nothing: every line missing there. */
const stocksNone = (row: ComparisonRow) => row.missingCount > 0 && row.subtotalInCents === 0;

/** What the branch lacks and what is much dearer there, by name. */
function RowNotes({ row }: { row: ComparisonRow }) {
  const { i18n } = useLingui();
  const list = (names: string[]) =>
    listFormat(i18n.locale, { type: 'conjunction' }).format(names.filter(Boolean));
  const lacking = list(row.missingNames);
  const dearer = list(row.dearerNames);
  return (
    <>
      {lacking && (
        <small className="compare-notes">
          <Trans>Not stocked: {lacking}</Trans>
        </small>
      )}
      {dearer && (
        <small className="compare-notes">
          <Trans>Much dearer here: {dearer}</Trans>
        </small>
      )}
    </>
  );
}

export function ComparisonTableRow({
  row,
  dispatch,
  money,
  shopForm,
}: {
  row: ComparisonRow;
  dispatch: CompareDispatch;
  money: Money;
  shopForm: ShopForm;
}) {
  const { t, i18n } = useLingui();
  const shipping =
    dispatch === 'COLLECT'
      ? t`Collected`
      : row.serves
        ? money(row.shippingInCents)
        : t`Does not deliver to you`;
  const variance =
    row.variancePercent === null || row.isCheapest
      ? '–'
      : // The gateway's figure as it rounded it (two decimals), in the shopper's language.
        i18n.number(row.variancePercent / 100, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 2,
          signDisplay: 'exceptZero',
        });
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
        <RowNotes row={row} />
      </th>
      <td data-label={t`Subtotal`}>{money(row.subtotalInCents)}</td>
      <td data-label={t`Shipping`}>{shipping}</td>
      <td data-label={t`Total`}>
        <strong>{money(row.totalInCents)}</strong>
      </td>
      <td data-label={t`vs cheapest`}>{variance}</td>
      <td className="compare-action">
        {stocksNone(row) ? (
          // Moving the basket there would leave it empty.
          <small>
            <Trans>Stocks none of your items</Trans>
          </small>
        ) : (
          shopForm(
            <button
              type="submit"
              className="button is-small"
              aria-label={t`Shop at ${row.supplierName}`}
            >
              <Trans>Shop here</Trans>
            </button>,
          )
        )}
      </td>
    </tr>
  );
}

/**
 * One bar per complete basket, as plain HTML: the branch's name and total above its bar, so
 * labels never sit on top of the bars.
 */
export function ComparisonChart({
  rows,
  dispatch,
  money,
}: {
  rows: ComparisonRow[];
  dispatch: CompareDispatch;
  money: Money;
}) {
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
        {dispatch === 'COLLECT' ? (
          <Trans>Branches that stock every item, collected: the items only.</Trans>
        ) : (
          <Trans>Branches that stock every item and deliver to you, delivery included.</Trans>
        )}
      </figcaption>
    </figure>
  );
}
