/**
 * What the order area adds to every page (rendered once by the shell): the "Updating order"
 * banner, the short notice (e.g. "invalid config for market"), the open-orders modal for
 * stock-short and payment-pending orders, the review modal for collected or delivered orders
 * not yet reviewed (on the home page, over nothing else: review-prompt.ts). (Basket additions go to the edited order in the basket's setLine.)
 * The open orders are fetched here once for the whole shell (useOpenOrders, which also signs the
 * shopper out when that fetch answers 404), whichever page shows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { notePath } from './notice';
import { showNotice, useNotice } from '../../core/shell-notice';
import { useOpenOrders, type OpenOrdersViewer } from './open-orders';
import { StockShortChoicesFor } from './StockShortChoices';
import { markSeen, useOrdersState } from '../../core/orders-store';
import { TimeoutDialog } from './TimeoutDialog';
import { useEditedOrderBadge } from './useEditedOrderBadge';
import { ReviewDialog } from './ReviewDialog';
import { orderToReview } from './review-prompt';
import { useOtherDialogOpen } from './use-other-dialog-open';
import { StatusPill } from './StatusPill';
import '../../ui/money-screens.css';
import './orders.css';

/** Where the toolbar's cart button goes: the edited order, or the basket. */
export function useCartTarget(): string {
  const { editing } = useOrdersState();
  return editing ? `/orders/${editing.orderId}` : '/basket';
}

export function OrderShellExtras() {
  const location = useLocation();
  const { editing } = useOrdersState();
  const editedReference = useEditedOrderBadge()?.reference ?? '…';
  const viewer = useOpenOrders();
  // At most one review prompt a visit: closing one never brings the next straight up.
  const [reviewPromptShown, setReviewPromptShown] = useState(false);

  useEffect(() => {
    notePath(location.pathname);
  }, [location.pathname]);

  const quiet = /^\/(checkout|sign_in|register)|\/pay/.test(location.pathname);
  return (
    <>
      {editing && (
        <p className="editing-banner" role="status">
          <Trans>Updating order: {editedReference}</Trans>
        </p>
      )}
      <Notice />
      {!quiet && viewer && (
        <AttentionModals
          viewer={viewer}
          reviewPromptShown={reviewPromptShown}
          onReviewPromptClosed={() => setReviewPromptShown(true)}
        />
      )}
    </>
  );
}

function Notice() {
  const notice = useNotice();
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => showNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice) return null;
  return (
    <p className="notice is-error shell-notice" role="alert">
      {notice}
    </p>
  );
}

function AttentionModals({
  viewer,
  reviewPromptShown,
  onReviewPromptClosed,
}: {
  viewer: OpenOrdersViewer;
  reviewPromptShown: boolean;
  onReviewPromptClosed: () => void;
}) {
  const { t } = useLingui();
  const { dismissed, seen, editing } = useOrdersState();
  const { pathname } = useLocation();
  const dialogOpen = useOtherDialogOpen();
  // An order's own page shows its state itself: no prompt about it there.
  const elsewhere = (order: { id: string }) => !pathname.startsWith(`/orders/${order.id}`);
  const unseen = (order: { id: string; status: string }) =>
    !(seen ?? []).includes(`${order.id}:${order.status}`);
  const open = (viewer.openOrders ?? []).filter((order) => unseen(order) && elsewhere(order));
  if (open.length > 0) {
    const close = () => markSeen(open);
    return (
      <Dialog title={t`Orders that need you`} onClose={close}>
        <ul className="order-list" aria-label={t`Open orders`}>
          {open.map((order) => (
            <li key={order.id} className="order-row">
              <span className="order-row-main">
                <strong>{order.reference}</strong>
                <StatusPill
                  status={order.status}
                  colour={order.statusPill.colour}
                  payableBalanceInCents={order.payableBalanceInCents}
                />
              </span>
              <Link className="button is-small" to={`/orders/${order.id}`} onClick={close}>
                <Trans>Show me</Trans>
              </Link>
              {order.status === 'STOCK_SHORT' && <StockShortChoicesFor orderId={order.id} />}
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  // A timed-out order, wherever the shopper is (its own page shows the same dialog itself).
  const timedOut = viewer.orders?.orders.find(
    (order) => order.status === 'ABANDONED' && unseen(order) && elsewhere(order),
  );
  if (timedOut)
    return (
      <TimeoutDialog key={timedOut.id} order={timedOut} onClose={() => markSeen([timedOut])} />
    );
  if (reviewPromptShown) return null;
  const toReview = orderToReview(viewer.orders?.orders ?? [], {
    dismissed,
    pathname,
    editing,
    dialogOpen,
  });
  // Keyed by order: each prompt is its own dialog, with its own state.
  if (toReview)
    return <ReviewDialog key={toReview.id} order={toReview} onDone={onReviewPromptClosed} />;
  return null;
}
