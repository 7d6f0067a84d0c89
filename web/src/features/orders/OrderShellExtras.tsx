/**
 * What the order area adds to every page (rendered once by the shell): the "Updating order"
 * banner, the short notice (e.g. "invalid config for market"), the open-orders modal for
 * stock-short and payment-pending orders, the review modal for collected or delivered orders
 * not yet reviewed. (Basket additions go to the edited order in the basket's setLine.)
 * The open orders are fetched here once for the whole shell (useOpenOrders, which also signs the
 * shopper out when that fetch answers 404), whichever page shows.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { notePath, showNotice, useNotice } from './notice';
import { useOpenOrders, type OpenOrdersViewer } from './open-orders';
import { dismiss, useOrdersState } from './orders-store';
import { ReviewDialog } from './ReviewDialog';
import { StatusPill } from './StatusPill';
import '../checkout/checkout.css';
import './orders.css';

/** Where the toolbar's cart button goes: the edited order, or the basket. */
export function useCartTarget(): string {
  const { editing } = useOrdersState();
  return editing ? `/orders/${editing.orderId}` : '/basket';
}

export function OrderShellExtras() {
  const location = useLocation();
  const { editing } = useOrdersState();
  const viewer = useOpenOrders();

  useEffect(() => {
    notePath(location.pathname);
  }, [location.pathname]);

  const quiet = /^\/(checkout|sign_in|register)|\/pay/.test(location.pathname);
  return (
    <>
      {editing && (
        <p className="editing-banner" role="status">
          <Trans>Updating order: {editing.reference}</Trans>
        </p>
      )}
      <Notice />
      {!quiet && viewer && <AttentionModals viewer={viewer} />}
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

function AttentionModals({ viewer }: { viewer: OpenOrdersViewer }) {
  const { t } = useLingui();
  const { dismissed } = useOrdersState();
  const [closed, setClosed] = useState(false);
  const open = (viewer.openOrders ?? []).filter((order) => !dismissed.includes(order.id));
  if (open.length > 0 && !closed) {
    const close = () => {
      open.forEach((order) => dismiss(order.id));
      setClosed(true);
    };
    return (
      <Dialog title={t`Orders that need you`} onClose={close}>
        <ul className="order-list" aria-label={t`Open orders`}>
          {open.map((order) => (
            <li key={order.id} className="order-row">
              <span className="order-row-main">
                <strong>{order.reference}</strong>
                <StatusPill status={order.status} colour={order.statusPill.colour} />
              </span>
              <Link className="button is-small" to={`/orders/${order.id}`} onClick={close}>
                <Trans>Show me</Trans>
              </Link>
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  const toReview = viewer.orders?.orders.find(
    (order) => order.needsReview && !dismissed.includes(order.id),
  );
  if (toReview) return <ReviewDialog order={toReview} onDone={() => undefined} />;
  return null;
}
