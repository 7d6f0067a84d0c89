/** Order history (`/orders`): the shopper's orders, newest first, more pages through `nextPage`. */
import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import { OrderHistoryDocument } from './OrderHistory.generated';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { StatusPill } from './StatusPill';
import { pollInterval } from './order-view';
import { pageHidden, useOrderPolling } from './useOrderPolling';
import './orders.css';

export const ORDERS_PAGE_SIZE = 10;

export function OrderHistoryPage() {
  const { t } = useLingui();
  const [pages, setPages] = useState([1]);
  return (
    <ul className="order-list" aria-label={t`Orders`}>
      {pages.map((page, index) => (
        <OrderHistoryChunk
          key={page}
          page={page}
          last={index === pages.length - 1}
          onMore={(next) => setPages((list) => (list.includes(next) ? list : [...list, next]))}
        />
      ))}
    </ul>
  );
}

function OrderHistoryChunk({
  page,
  last,
  onMore,
}: {
  page: number;
  last: boolean;
  onMore: (next: number) => void;
}) {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const query = useQuery(OrderHistoryDocument, {
    variables: { page, perPage: ORDERS_PAGE_SIZE },
    fetchPolicy: page === 1 ? 'cache-and-network' : 'cache-first',
    skipPollAttempt: pageHidden,
  });
  const { data, loading, error, refetch } = query;
  const result = data?.viewer?.orders;
  // The newest page follows its open orders' status, as the order page does.
  const interval =
    page === 1 ? Math.max(0, ...(result?.orders ?? []).map((o) => pollInterval(o.status))) : 0;
  useOrderPolling(interval, query);
  if (loading && !result)
    return (
      <li>
        <ListSkeleton rows={3} />
      </li>
    );
  if (error && !result)
    return (
      <li>
        <ErrorNotice onRetry={() => void refetch()} />
      </li>
    );
  if (!result) return null;
  if (page === 1 && result.orders.length === 0)
    return (
      <li>
        <Empty>
          <Trans>No orders placed yet</Trans>
        </Empty>
      </li>
    );
  return (
    <>
      {result.orders.map((order) => {
        const count = order.itemCount;
        return (
          <li key={order.id} className="order-row">
            <Link to={`/orders/${order.id}`} className="order-row-link">
              {order.thumbnailUrl ? (
                <img
                  className="order-row-thumb"
                  src={order.thumbnailUrl}
                  alt=""
                  width="48"
                  height="48"
                  loading="lazy"
                />
              ) : (
                <span className="order-row-thumb" aria-hidden="true" />
              )}
              <span className="order-row-main">
                <strong>{order.reference}</strong>
                <span className="muted">
                  {order.supplierName} · {formatDateTime(order.createdAt, i18n.locale)}
                </span>
                <span className="muted">
                  <Plural value={count} one="# item" other="# items" />
                </span>
              </span>
              <span className="order-row-end">
                <StatusPill status={order.status} colour={order.statusPill.colour} />
                <span>{formatMoney(order.totalInCents, config.currencySymbol)}</span>
              </span>
            </Link>
          </li>
        );
      })}
      {last && result.nextPage && (
        <li className="center">
          <button
            type="button"
            className="button is-secondary"
            onClick={() => onMore(result.nextPage!)}
          >
            <Trans>Show more orders</Trans>
          </button>
        </li>
      )}
    </>
  );
}
