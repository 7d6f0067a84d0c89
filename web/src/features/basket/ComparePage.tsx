/**
 * Best-basket comparison (`/basket/compare`, signed in): the basket is saved on the server, then
 * every branch's subtotal, shipping and total, the cheapest basket, each one's variance against it
 * and the items over the unit-price threshold, as a table and a bar chart, with one action to shop
 * at the chosen branch (the basket then holds that branch's offers). `/basket/compare_debug` adds
 * the cheapest-per-item basket.
 */
import { useLazyQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppConfig } from '../../app/config/app-config';
import {
  BasketComparisonDebugDocument,
  BasketComparisonDocument,
  type CompareBasket_BasketFragment,
} from '../../generated/graphql';
import { formatMoney } from '../../lib/money';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { toCartOffer } from '../offers/offer-model';
import { getPosition } from '../suppliers/position';
import { selectSupplier } from '../suppliers/selected-supplier';
import { clearCart, setLine, useCart } from './cart-store';
import { buildComparison, type ComparisonRow } from './comparison';
import { useBasketSync } from './useBasketSync';

type State = 'syncing' | 'ready' | 'signed-out' | 'failed';

export function ComparePage({ debug = false }: { debug?: boolean }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const navigate = useNavigate();
  const cart = useCart();
  const sync = useBasketSync();
  const [state, setState] = useState<State>('syncing');
  const [load, compare] = useLazyQuery(BasketComparisonDocument, { fetchPolicy: 'network-only' });
  const [loadDebug, compareDebug] = useLazyQuery(BasketComparisonDebugDocument, {
    fetchPolicy: 'network-only',
  });
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const itemCount = cart.items.length;

  useEffect(() => {
    if (itemCount === 0) return;
    let cancelled = false;
    void (async () => {
      try {
        const cartId = await sync();
        if (cancelled) return;
        if (!cartId) {
          setState('signed-out');
          return;
        }
        const position = await getPosition();
        const variables = { cartId, location: { latitude: position.lat, longitude: position.lon } };
        await (debug ? loadDebug({ variables }) : load({ variables }));
        if (!cancelled) setState('ready');
      } catch (error) {
        if (cancelled) return;
        const unauthenticated =
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
        setState(unauthenticated ? 'signed-out' : 'failed');
      }
    })();
    return () => {
      cancelled = true;
    };
    // Compare once per visit, with the basket as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debug, itemCount]);

  const baskets: CompareBasket_BasketFragment[] | undefined = debug
    ? compareDebug.data?.basketComparisonDebug.baskets
    : compare.data?.basketComparison.baskets;
  const view = useMemo(() => buildComparison(baskets ?? []), [baskets]);

  if (itemCount === 0) {
    return (
      <Empty>
        <Trans>Your basket is empty.</Trans>
      </Empty>
    );
  }
  if (state === 'signed-out') {
    return (
      <div className="notice">
        <p>
          <Trans>Sign in or register to continue</Trans>
        </p>
        <p className="actions">
          <Link className="button" to="/sign_in?return_to=%2Fbasket%2Fcompare">
            <Trans>Log in</Trans>
          </Link>
          <Link className="button is-secondary" to="/register?return_to=%2Fbasket%2Fcompare">
            <Trans>Register</Trans>
          </Link>
        </p>
      </div>
    );
  }
  if (state === 'failed' || compare.error || compareDebug.error) {
    return <ErrorNotice onRetry={() => window.location.reload()} />;
  }
  if (state === 'syncing' || !baskets) return <ListSkeleton rows={5} />;
  if (view.rows.length === 0) {
    return (
      <Empty>
        <Trans>No branch near you stocks these items.</Trans>
      </Empty>
    );
  }

  const shopAt = (row: ComparisonRow) => {
    const basket = baskets.find((item) => item.supplier.id === row.supplierId);
    if (!basket) return;
    clearCart();
    basket.items.forEach((item) => {
      if (item.offer) setLine(toCartOffer(item.offer), item.quantity);
    });
    selectSupplier({ id: row.supplierId, name: row.supplierName });
    navigate('/basket');
  };

  const cheapest = view.cheapest;
  const cheapestName = cheapest?.supplierName ?? '';
  const cheapestTotal = cheapest ? money(cheapest.totalInCents) : '';
  const saving = money(view.maxSavingInCents);

  return (
    <>
      {cheapest && (
        <section className="notice is-success" aria-labelledby="cheapest-heading">
          <h2 id="cheapest-heading">
            <Trans>
              Cheapest basket: {cheapestName}, {cheapestTotal}
            </Trans>
          </h2>
          {view.maxSavingInCents > 0 && (
            <p>
              <Trans>You save up to {saving} by shopping there.</Trans>
            </p>
          )}
          <button type="button" className="button" onClick={() => shopAt(cheapest)}>
            <Trans>Shop at {cheapestName}</Trans>
          </button>
        </section>
      )}

      <ComparisonChart rows={view.rows} money={money} />

      <div className="table-scroll">
        <table className="compare-table">
          <caption>
            <Trans>Your basket at each branch</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Branch</Trans>
              </th>
              <th scope="col">
                <Trans>Subtotal</Trans>
              </th>
              <th scope="col">
                <Trans>Shipping</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
              <th scope="col">
                <Trans>vs cheapest</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t`Action`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.supplierId} className={row.isCheapest ? 'is-cheapest' : undefined}>
                <th scope="row">
                  {row.supplierName}
                  {row.isCheapest && (
                    <span className="label is-success">
                      <Trans>Cheapest</Trans>
                    </span>
                  )}
                  {row.missingCount > 0 && (
                    <span className="label is-warning">
                      <Plural
                        value={row.missingCount}
                        one="# item missing"
                        other="# items missing"
                      />
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
                </th>
                <td>{money(row.subtotalInCents)}</td>
                <td>{money(row.shippingInCents)}</td>
                <td>
                  <strong>{money(row.totalInCents)}</strong>
                </td>
                <td>{row.isCheapest ? '–' : `+${row.variancePercent.toFixed(1)}%`}</td>
                <td>
                  <button
                    type="button"
                    className="button is-small"
                    onClick={() => shopAt(row)}
                    aria-label={t`Shop at ${row.supplierName}`}
                  >
                    <Trans>Shop here</Trans>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {compare.data && (
        <p className="muted">
          <Trans>
            "Much dearer" means more than {compare.data.basketComparison.unitPriceThresholdPercent}%
            above the cheapest branch's price for that item.
          </Trans>
        </p>
      )}

      {debug && compareDebug.data && (
        <section aria-labelledby="debug-heading">
          <h2 id="debug-heading">
            <Trans>Cheapest price of each item, mixed across branches</Trans>
          </h2>
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Item</Trans>
                </th>
                <th scope="col">
                  <Trans>Quantity</Trans>
                </th>
                <th scope="col">
                  <Trans>Price</Trans>
                </th>
                <th scope="col">
                  <Trans>Branch</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {compareDebug.data.basketComparisonDebug.cheapestBasket.items.map((item) => (
                <tr key={item.sellableId}>
                  <td>
                    {cart.items.find((line) => line.offer.sellableId === item.sellableId)?.offer
                      .name ?? item.sellableId}
                  </td>
                  <td>{item.quantity}</td>
                  <td>{money(item.priceInCents)}</td>
                  <td>{item.supplier.name}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  <Trans>Total</Trans>
                </th>
                <td colSpan={2}>
                  {money(compareDebug.data.basketComparisonDebug.cheapestBasket.totalInCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </>
  );
}

export function CompareDebugPage() {
  return <ComparePage debug />;
}

/** Horizontal bars, one per branch, as plain SVG (no chart library). */
function ComparisonChart({
  rows,
  money,
}: {
  rows: ComparisonRow[];
  money: (cents: number) => string;
}) {
  const { t } = useLingui();
  const barHeight = 28;
  const gap = 10;
  const height = rows.length * (barHeight + gap);
  return (
    <figure className="compare-chart">
      <svg
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        width="100%"
        height={height}
        role="img"
        aria-label={t`Basket totals by branch`}
      >
        {rows.map((row, index) => (
          <rect
            key={row.supplierId}
            x={0}
            y={index * (barHeight + gap)}
            width={Math.max(row.barPercent, 1)}
            height={barHeight}
            rx={2}
            className={row.isCheapest ? 'bar is-cheapest' : 'bar'}
          />
        ))}
      </svg>
      <ol className="compare-chart-labels" style={{ gap: `${gap}px` }}>
        {rows.map((row) => (
          <li key={row.supplierId} style={{ height: `${barHeight}px` }}>
            <span>{row.supplierName}</span>
            <strong>{money(row.totalInCents)}</strong>
          </li>
        ))}
      </ol>
    </figure>
  );
}
