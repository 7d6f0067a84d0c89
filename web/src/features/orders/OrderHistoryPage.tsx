/** Order history (`/orders`): the shopper's orders, newest first, more pages through `nextPage`. */
import { orderUnitCount } from './order-units';
import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { useAppConfig } from '../../core/config/app-config';
import type { OrderHistoryLoaderData } from './loaders';
import { OrderHistoryDocument, type OrderHistoryQuery } from './OrderHistory.generated';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { StatusPill } from './StatusPill';
import { GetForm } from '../../ui/GetForm';
import { pollInterval } from './order-view';
import { useOrderPolling } from './useOrderPolling';
import { showingMorePath, shownOf } from '../../lib/shown';
import { ORDERS_PAGING } from './page-size';
import './orders.css';

type More = (next: number) => void;

export function OrderHistoryPage() {
  const { t } = useLingui();
  // Orders per page: the address's `shown` (more without the scripts), else ORDERS_PAGE_SIZE.
  const perPage = shownOf(useSearchParams()[0], ORDERS_PAGING);
  const [pages, setPages] = useState([1]);
  const onMore: More = (next) => setPages((list) => (list.includes(next) ? list : [...list, next]));
  return (
    <ul className="order-list" aria-label={t`Orders`}>
      {pages.map((page, index) =>
        page === 1 ? (
          <NewestOrders
            key={page}
            perPage={perPage}
            last={index === pages.length - 1}
            onMore={onMore}
          />
        ) : (
          <OlderOrders
            key={page}
            page={page}
            perPage={perPage}
            last={index === pages.length - 1}
            onMore={onMore}
          />
        ),
      )}
    </ul>
  );
}

/**
 * The newest page, started by the route's loader (loaders.ts): it follows its open orders'
 * status, as the order page does.
 */
function NewestOrders({ perPage, last, onMore }: { perPage: number; last: boolean; onMore: More }) {
  const { queryRef } = useLoaderData<OrderHistoryLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const result = data?.viewer?.orders;
  const interval = Math.max(0, ...(result?.orders ?? []).map((o) => pollInterval(o.status)));
  useOrderPolling(interval, refetch);
  return (
    <OrdersChunk
      page={1}
      perPage={perPage}
      result={result}
      loading={false}
      error={error}
      onRetry={() => void refetch()}
      last={last}
      onMore={onMore}
    />
  );
}

/** A further page, asked for by "Show more orders" (its page number comes from the screen). */
function OlderOrders({
  page,
  perPage,
  last,
  onMore,
}: {
  page: number;
  perPage: number;
  last: boolean;
  onMore: More;
}) {
  const { data, loading, error, refetch } = useQuery(OrderHistoryDocument, {
    variables: { page, perPage },
  });
  return (
    <OrdersChunk
      page={page}
      perPage={perPage}
      result={data?.viewer?.orders}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      last={last}
      onMore={onMore}
    />
  );
}

type OrdersPage = NonNullable<OrderHistoryQuery['viewer']>['orders'];

function OrdersChunk({
  page,
  perPage,
  result,
  loading,
  error,
  onRetry,
  last,
  onMore,
}: {
  page: number;
  perPage: number;
  result: OrdersPage | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  last: boolean;
  onMore: More;
}) {
  const { i18n } = useLingui();
  const config = useAppConfig();
  if (loading && !result)
    return (
      <li>
        <ListSkeleton rows={3} />
      </li>
    );
  if (error && !result)
    return (
      <li>
        <ErrorNotice onRetry={onRetry} />
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
      {result.orders.map((order, index) => {
        const count = orderUnitCount(order.items);
        return (
          <li
            key={order.id}
            id={`${ORDERS_PAGING.itemId}${(page - 1) * perPage + index + 1}`}
            className="order-row"
          >
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
                <StatusPill
                  status={order.status}
                  colour={order.statusPill.colour}
                  payableBalanceInCents={order.payableBalanceInCents}
                />
                <span>{formatMoney(order.totalInCents, config.currencySymbol)}</span>
              </span>
            </Link>
          </li>
        );
      })}
      {last && result.nextPage && (
        <li className="center">
          <MoreOrders page={page} perPage={perPage} onMore={() => onMore(result.nextPage!)} />
        </li>
      )}
    </>
  );
}

/**
 * "Show more orders": the next page in place. The first page is the server's too, so there it is
 * a form to the address showing a page more, for a page without the scripts (lib/shown.ts).
 */
function MoreOrders({
  page,
  perPage,
  onMore,
}: {
  page: number;
  perPage: number;
  onMore: () => void;
}) {
  const [params] = useSearchParams();
  const more = page === 1 ? showingMorePath('/orders', params, perPage, ORDERS_PAGING) : null;
  return (
    <GetForm href={more} onScriptSubmit={onMore}>
      <Trans>Show more orders</Trans>
    </GetForm>
  );
}
