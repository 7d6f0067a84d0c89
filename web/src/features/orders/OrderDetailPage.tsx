/**
 * Order detail (`/orders/{id}`): reference, status pill, items with quantity ordered and
 * supplied, totals, discount, delivery, bags, payable balance, invoice, supplier, collection
 * date and the timeline. Open orders are polled (payment-pending ones every 10 seconds, see
 * order-view) so the pill and timeline follow the branch; a pending payment can be checked
 * with the resolve call. From here an order is paid, edited, cancelled, reviewed or reordered.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { GetForm } from '../../ui/GetForm';
import type { OrderLoaderData } from './loaders';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { formatDateTime } from '../../lib/dates';
import { Dialog } from '../../ui/Dialog';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { selectSupplier } from '../../core/selected-supplier';
import { OrderEditor } from './OrderEditor';
import { OrderMissing } from './OrderMissing';
import { OrderTotals } from './OrderTotals';
import { OrderMoneyNotes } from './OrderMoneyNotes';
import { StockShortChoices } from './StockShortChoices';
import { useAccount } from '../account/account-store';
import { ReviewDialog } from './ReviewDialog';
import { OrderReviewShown } from './OrderReviewShown';
import { TimeoutDialog } from './TimeoutDialog';
import {
  awaitsEft,
  awaitsPayment,
  canCancel,
  canEdit,
  pollInterval,
  showsSupplied,
  timelineView,
} from './order-view';
import { AddressLines } from '../addresses/AddressLines';
import { EventMessage } from './EventMessage';
import { markSeen, setProxy } from '../../core/orders-store';
import { StatusPill } from './StatusPill';
import { useOrderDetailModel } from './useOrderDetailModel';
import { useOrderLiveUpdates } from './useOrderLiveUpdates';
import { keepSeenOrder } from './orders-seen-offline';
import { EftPaymentCard } from './EftPaymentCard';
import { PaymentOutcomeNotice } from './PaymentOutcomeNotice';
import { PayNowForm } from './PayNowForm';
import { CheckPaymentForm } from './CheckPaymentForm';
import '../../ui/money-screens.css';
import './orders.css';
import { serverName } from '../../lib/server-text';
import { formatOrderQuantity } from './order-quantity';

/** Orders that are over (delivered, collected or cancelled): the shopper can buy them again. */
const PAST_STATUSES: string[] = ['DELIVERED', 'COLLECTED', 'CANCELLED'];

export function OrderDetailPage() {
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<OrderLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const order = data?.viewer?.order;
  // Live while the order can still move: the gateway answers as soon as it changes.
  useOrderLiveUpdates(order?.id, order?.revision, pollInterval(order?.status) > 0);
  // Kept on the device as seen now, for a reload offline (orders-seen-offline.ts).
  useEffect(() => {
    if (order) void keepSeenOrder(order.id);
  }, [order]);
  if (!order) return <OrderMissing error={error} onRetry={() => void refetch()} />;
  return <OrderDetail order={order} />;
}

function OrderDetail({ order }: { order: OrderDetail_OrderFragment }) {
  const { t, i18n } = useLingui();
  const {
    money,
    message,
    cancelled,
    cancelling,
    resolving,
    reviewing,
    setReviewing,
    buyingAgain,
    buyAgainNow,
    editing,
    showOutro,
    closeOutro,
    timedOut,
    dispatchName,
    slot,
    doCancel,
    checkPayment,
    edit,
  } = useOrderDetailModel(order);
  const awaiting = money(order.payableBalanceInCents);
  const account = useAccount();

  return (
    <article className="order-detail" aria-labelledby="order-heading">
      <header className="order-head">
        <h2 id="order-heading">{order.reference}</h2>
        <StatusPill
          status={order.status}
          colour={order.statusPill.colour}
          payableBalanceInCents={order.payableBalanceInCents}
        />
      </header>
      <SuccessAlert alert={cancelled} />
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <dl className="order-facts">
        <div>
          <dt>
            <Trans>Branch</Trans>
          </dt>
          <dd>
            {order.supplierName}
            <br />
            <span className="muted">{order.supplierAddress}</span>
          </dd>
        </div>
        <div>
          <dt>
            {order.dispatchMethod === 'DELIVER' ? (
              <Trans>Delivery</Trans>
            ) : (
              <Trans>Collection</Trans>
            )}
          </dt>
          <dd>
            {/* The term says collection or delivery already: the slot, or the word when none is set. */}
            {slot ? <span data-testid="order-slot">{slot}</span> : dispatchName}
            {order.shippingAddress && (
              <>
                <br />
                <span className="muted" data-testid="order-address">
                  <AddressLines address={order.shippingAddress} />
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>{formatDateTime(order.createdAt, i18n.locale)}</dd>
        </div>
      </dl>

      {awaitsEft(order) ? (
        <EftPaymentCard order={order} />
      ) : (
        awaitsPayment(order) && (
          <section className="notice order-pay" aria-labelledby="pay-heading">
            <h3 id="pay-heading">
              <Trans>Awaiting payment of {money(order.payableBalanceInCents)}</Trans>
            </h3>
            <PaymentOutcomeNotice processing={order.status === 'PAYMENT_PROCESSING'} />
            <div className="checkout-actions">
              <PayNowForm orderId={order.id} provider={order.paymentProvider} />
              <CheckPaymentForm
                orderId={order.id}
                checking={resolving}
                onCheck={() => void checkPayment()}
              />
            </div>
          </section>
        )
      )}

      {!editing && <StockShortChoices order={order} />}

      {editing ? (
        <OrderEditor order={order} />
      ) : (
        <section aria-labelledby="items-heading">
          <h3 id="items-heading">
            <Trans>Items</Trans>
          </h3>
          <ul className="order-items" aria-label={t`Order items`}>
            {order.items.map((item) => (
              <li key={item.id} className="order-item" aria-label={serverName(i18n, item.name)}>
                <span className="order-item-main">
                  <span>{serverName(i18n, item.name)}</span>
                  <span className="muted">
                    {showsSupplied(order.status, item) ? (
                      <Trans>
                        Ordered {formatOrderQuantity(item.quantityOrdered, item, i18n.locale)},
                        supplied {formatOrderQuantity(item.quantity, item, i18n.locale)}
                      </Trans>
                    ) : (
                      <Trans>
                        Ordered {formatOrderQuantity(item.quantityOrdered, item, i18n.locale)}
                      </Trans>
                    )}
                  </span>
                  {item.stockShort && (
                    <span className="pill pill-red">
                      <Trans>Stock short</Trans>
                    </span>
                  )}
                </span>
                <span>{money(item.totalInCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <OrderTotals order={order} money={money} />
      <OrderMoneyNotes order={order} walletInCents={account?.creditInCents ?? null} money={money} />
      {order.invoiceUrl && (
        <p>
          {/* The invoice is served by the legacy API's origin, where `download` is ignored: it
              opens in a tab of its own so the shop stays where it was. */}
          <a
            href={order.invoiceUrl}
            className="button is-secondary"
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Invoice (PDF)</Trans>
          </a>
        </p>
      )}

      <OrderReviewShown review={order.review} />

      {/* Beside the lines on a desktop (page-aside), under them on a phone. */}
      <section className="page-aside order-timeline" aria-labelledby="timeline-heading">
        <h3 id="timeline-heading">
          <Trans>Timeline</Trans>
        </h3>
        <ol className="timeline" aria-labelledby="timeline-heading">
          {timelineView(order.timeline, order).map((step) => (
            <li
              key={step.kind}
              className={`timeline-step is-${step.state.toLowerCase()}`}
              aria-current={step.state === 'CURRENT' ? 'step' : undefined}
            >
              <span>{i18n._(step.label)}</span>
              {step.at && <span className="muted">{formatDateTime(step.at, i18n.locale)}</span>}
            </li>
          ))}
        </ol>
        {order.events.length > 0 && (
          <details>
            <summary>
              <Trans>Everything that happened</Trans>
            </summary>
            <ul className="event-list">
              {order.events.map((event, index) => (
                <li key={index}>
                  <span className="muted">{formatDateTime(event.at, i18n.locale)}</span>{' '}
                  <EventMessage message={event.message} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      {/*
        Changing, reviewing, cancelling and buying again are the scripts': without them these
        buttons are not offered (`needs-script`; the notice at the top of the page says so).
      */}
      <div className="checkout-actions">
        {!editing && canEdit(order.status) && (
          <button type="button" className="button needs-script" onClick={edit}>
            <Trans>Update order</Trans>
          </button>
        )}
        {order.needsReview && (
          <button type="button" className="button needs-script" onClick={() => setReviewing(true)}>
            <Trans>Review order</Trans>
          </button>
        )}
        {!editing && canCancel(order.status) && (
          <button
            type="button"
            className="button is-danger needs-script"
            disabled={cancelling}
            onClick={() => void doCancel()}
          >
            <Trans>Cancel order</Trans>
          </button>
        )}
        {PAST_STATUSES.includes(order.status) && (
          // Without the scripts, Buy again's own page (BuyAgainPage.tsx) puts the items in.
          <GetForm
            href={`/orders/${order.id}/again`}
            onScriptSubmit={buyAgainNow}
            disabled={buyingAgain}
            busy={buyingAgain}
          >
            <Trans>Buy again</Trans>
          </GetForm>
        )}
        <Link className="button is-secondary" to="/orders">
          <Trans>All orders</Trans>
        </Link>
      </div>

      {showOutro && (
        <Dialog
          title={t`Thank you for your order`}
          onClose={closeOutro}
          footer={
            <button type="button" className="button" onClick={closeOutro}>
              <Trans>Done</Trans>
            </button>
          }
        >
          <p>
            {order.payableBalanceInCents > 0 ? (
              <Trans>
                Order {order.reference} is placed with {order.supplierName} and awaits payment of{' '}
                {awaiting}. Follow it here.
              </Trans>
            ) : (
              <Trans>
                Order {order.reference} is placed with {order.supplierName}. Follow it here.
              </Trans>
            )}
          </p>
        </Dialog>
      )}
      {reviewing && <ReviewDialog order={order} onDone={() => setReviewing(false)} />}
      {timedOut && !showOutro && <TimeoutDialog order={order} onClose={() => markSeen([order])} />}
    </article>
  );
}

/** Turns the proxy on: adding to the basket now adds to this order (used by the editor). */
export function addItemsToOrder(order: { supplierId: string; supplierName: string }) {
  selectSupplier({ id: order.supplierId, name: order.supplierName });
  setProxy(true);
}
