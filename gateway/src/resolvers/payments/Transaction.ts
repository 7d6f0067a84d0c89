import type { RestTransaction } from '@shopfront/legacy-api';
import {
  PaymentFailureReason,
  TransactionStatus,
  type TransactionResolvers,
} from '../../generated/resolvers-types.js';
import { paymentProvider } from '../config/enums.js';

export function transactionStatus(raw: string): TransactionStatus {
  const status = Object.values(TransactionStatus).find((value) => value === raw.toUpperCase());
  if (!status) throw new Error(`Unknown transaction status "${raw}" from the legacy API`);
  return status;
}

const FAILURES: Partial<Record<RestTransaction['status'], [PaymentFailureReason, string]>> = {
  failed: [PaymentFailureReason.Failed, 'Payment failed, try again'],
  declined: [PaymentFailureReason.Declined, 'Provider declined payment'],
  insufficient_funds: [PaymentFailureReason.InsufficientFunds, 'Insufficient funds'],
  amount_error: [PaymentFailureReason.AmountError, 'Amount error'],
  cancelled: [PaymentFailureReason.Cancelled, 'You cancelled the payment'],
};

/** The reason for a payment the legacy API refused, from its message. */
export function refusalReason(message: string): PaymentFailureReason {
  if (/already paid|no longer owes/i.test(message)) return PaymentFailureReason.AlreadyPaid;
  if (/still being checked/i.test(message)) return PaymentFailureReason.PaymentInProgress;
  if (/^amount error$/i.test(message)) return PaymentFailureReason.AmountError;
  return PaymentFailureReason.Refused;
}

/** The `PaymentError` for a transaction that did not go through, or none. */
export function paymentErrors(transaction: RestTransaction) {
  const failure = FAILURES[transaction.status];
  return failure ? [{ reason: failure[0], message: transaction.message || failure[1] }] : [];
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);

export const Transaction: TransactionResolvers = {
  id: (transaction) => String(transaction.id),
  orderId: (transaction) => String(transaction.order_id),
  amountInCents: (transaction) => transaction.amount_in_cents,
  status: (transaction) => transactionStatus(transaction.status),
  provider: (transaction) => {
    const provider = paymentProvider(transaction.provider);
    if (!provider) throw new Error(`Unknown payment provider "${transaction.provider}"`);
    return provider;
  },
  providerReference: (transaction) => transaction.provider_reference,
  redirectUrl: (transaction) => text(transaction.provider_data.redirect_url),
  publicKey: (transaction) => text(transaction.provider_data.public_key),
  paymentReference: (transaction) => text(transaction.provider_data.reference),
  providerData: (transaction) =>
    Object.entries(transaction.provider_data).map(([key, value]) => ({ key, value: text(value) })),
  createdAt: (transaction) => transaction.created_at,
};
