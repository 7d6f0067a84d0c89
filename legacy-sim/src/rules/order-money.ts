/**
 * An order's money: line totals (unit price times quantity supplied), the total with discount,
 * delivery and bags, what was paid (wallet credit, offline money, successful transactions) and
 * the payment status that follows: pending_payment (nothing paid), underpaid, paid or overpaid.
 */
import type { RestPaymentStatus } from '@shopfront/legacy-api';
import { lineTotal } from '../lib/money.js';
import type { OrderRecord, SimState } from '../state/types.js';

export function orderSubtotal(order: OrderRecord): number {
  return order.items.reduce((sum, item) => sum + lineTotal(item.unitPriceInCents, item.qty), 0);
}

export function bagTotal(order: OrderRecord): number {
  return order.requiresBags ? order.bagQty * order.bagPriceInCents : 0;
}

export function orderTotal(order: OrderRecord): number {
  return Math.max(
    0,
    orderSubtotal(order) - order.discountInCents + order.shippingPriceInCents + bagTotal(order),
  );
}

export function transactionsPaid(state: SimState, order: OrderRecord): number {
  return state.transactions
    .filter((tx) => tx.orderId === order.id && tx.status === 'successful')
    .reduce((sum, tx) => sum + tx.amountInCents, 0);
}

export function amountPaid(state: SimState, order: OrderRecord): number {
  return order.creditInCents + order.offlinePaidInCents + transactionsPaid(state, order);
}

/** Still to pay; negative when overpaid. */
export function payableBalance(state: SimState, order: OrderRecord): number {
  return orderTotal(order) - amountPaid(state, order);
}

export function paymentStatus(state: SimState, order: OrderRecord): RestPaymentStatus {
  const balance = payableBalance(state, order);
  if (balance === 0) return 'paid';
  if (balance < 0) return 'overpaid';
  return amountPaid(state, order) > 0 ? 'underpaid' : 'pending_payment';
}
