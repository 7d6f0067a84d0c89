/**
 * Payment providers and their flows:
 * - redirect gateways (paygate, shop2shop, moya): the transaction's `redirect_url` is the
 *   simulator's payment page; its buttons send the browser to the `return_url` with
 *   PAY_REQUEST_ID, TRANSACTION_STATUS and a CHECKSUM (HMAC-SHA256 of the first two with the
 *   simulator secret) that finalize verifies before applying the outcome;
 * - card (yoco): a one-time token from the simulator card form, charged by the card call;
 * - offline (offline_eft, cash, debtorcard): through the offline payment call.
 * Applying an outcome twice changes nothing (finalize is idempotent).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RestPaymentProvider, RestTransactionStatus } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { formatRand } from '../lib/money.js';
import type { OrderRecord, TransactionRecord } from '../state/types.js';
import { addEvent, onPayment, setStatus } from './order-lifecycle.js';

export const REDIRECT_PROVIDERS: RestPaymentProvider[] = ['paygate', 'shop2shop', 'moya'];

/** The gateway's TRANSACTION_STATUS codes (PayGate style; 6 is the simulator's insufficient funds). */
export const GATEWAY_OUTCOMES: Record<
  string,
  { code: string; status: RestTransactionStatus; message: string }
> = {
  approve: { code: '1', status: 'successful', message: 'Payment successful' },
  decline: { code: '2', status: 'declined', message: 'Provider declined payment' },
  cancel: { code: '4', status: 'cancelled', message: 'You cancelled the payment' },
  insufficient: { code: '6', status: 'insufficient_funds', message: 'Insufficient funds' },
};

export function outcomeForCode(code: string) {
  return Object.values(GATEWAY_OUTCOMES).find((outcome) => outcome.code === code);
}

export function checksum(secret: string, payRequestId: string, transactionStatus: string): string {
  return createHmac('sha256', secret).update(`${payRequestId}|${transactionStatus}`).digest('hex');
}

export function checksumValid(
  secret: string,
  payRequestId: string,
  status: string,
  given: string,
): boolean {
  const expected = Buffer.from(checksum(secret, payRequestId, status), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function newPayRequestId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function isFinal(tx: TransactionRecord): boolean {
  return tx.status !== 'pending' && tx.status !== 'processing';
}

export const STILL_BEING_CHECKED =
  'A payment for this order is still being checked: resolve it before paying another way';

/**
 * Before a new way to pay an order: an open redirect payment may already have taken the money at
 * the provider, so it must be resolved first (refused with STILL_BEING_CHECKED); an open card
 * transaction has taken nothing yet, so the new attempt replaces it and it can no longer be
 * charged. Together with the balance check at charge time, an order is never charged twice.
 */
export function closeOpenAttempts(ctx: SimContext, order: OrderRecord): string | null {
  const open = ctx.state.transactions.filter((tx) => tx.orderId === order.id && !isFinal(tx));
  if (open.some((tx) => REDIRECT_PROVIDERS.includes(tx.provider))) return STILL_BEING_CHECKED;
  for (const tx of open) {
    tx.status = 'cancelled';
    tx.message = 'Replaced by another payment attempt';
  }
  return null;
}

/** Records a provider's outcome on a transaction and its order; a second call does nothing. */
export function applyOutcome(
  ctx: SimContext,
  tx: TransactionRecord,
  order: OrderRecord,
  status: RestTransactionStatus,
  message: string,
): void {
  if (isFinal(tx)) return;
  tx.status = status;
  tx.message = message;
  tx.providerReference ??= `${tx.provider.toUpperCase()}-${tx.id}`;
  if (status === 'successful') {
    addEvent(
      ctx,
      order,
      'transaction_successful',
      `${formatRand(tx.amountInCents)} paid with ${tx.provider}`,
    );
    onPayment(ctx, order);
  } else {
    addEvent(ctx, order, 'payment_failed', message);
    if (order.status === 'payment_processing') setStatus(ctx, order, 'pending_payment', message);
  }
}
