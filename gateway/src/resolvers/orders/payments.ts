/**
 * What has been paid towards an order, by source, from the order's own money fields: the wallet
 * credit is spent first and the order's way to pay brought in the rest. Open (and completed)
 * orders: paid = total − still to pay (so an overpaid order shows all it received). A cancelled
 * order gave everything back, which leaves its balance at the total: what it had received is
 * its refund.
 */
import type { RestOrder } from '@shopfront/legacy-api';
import { OrderPaymentSource, type PaymentProvider } from '../../generated/resolvers-types.js';
import { paymentProvider } from '../config/enums.js';
import { orderRefund } from './refund.js';

export interface OrderPaymentValue {
  source: OrderPaymentSource;
  provider: PaymentProvider | null;
  amountInCents: number;
}

const GIVEN_BACK: ReadonlySet<string> = new Set(['cancelled', 'abandoned']);

export function orderPayments(order: RestOrder): OrderPaymentValue[] {
  const received = GIVEN_BACK.has(order.status)
    ? (orderRefund(order.order_events)?.amountInCents ?? 0)
    : order.total_in_cents - order.payable_balance_in_cents;
  const wallet = Math.max(0, Math.min(order.credit_in_cents, received));
  const rest = received - wallet;
  const parts: OrderPaymentValue[] = [];
  if (wallet > 0)
    parts.push({ source: OrderPaymentSource.Wallet, provider: null, amountInCents: wallet });
  if (rest > 0)
    parts.push({
      source: OrderPaymentSource.Provider,
      provider: order.provider ? paymentProvider(order.provider) : null,
      amountInCents: rest,
    });
  return parts;
}
