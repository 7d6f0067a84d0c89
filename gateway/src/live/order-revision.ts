import type { RestOrder } from '@shopfront/legacy-api';

/**
 * A short tag that changes whenever something a shopper sees on the order page changes: its
 * status, payment and shipping state, what is still to pay, its total, its events and its review.
 * Pages send back the tag they show; the watch answers when the order's tag differs.
 */
export function orderRevision(order: RestOrder): string {
  return [
    order.status,
    order.payment_status,
    order.shipping_status ?? '',
    order.stock_short ? 1 : 0,
    order.total_in_cents,
    order.payable_balance_in_cents,
    order.order_events.length,
    order.reviewed_at ?? '',
  ].join('.');
}
