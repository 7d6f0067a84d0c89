/** Transactions (payments against an order) and debtor card requests. */
import type { RestDebtorCard } from './account.js';
import type { RestDateTime, RestStatus } from './common.js';
import type { RestOrder, RestPaymentProvider } from './orders.js';

export type RestTransactionStatus =
  | 'pending'
  | 'processing'
  | 'successful'
  | 'failed'
  | 'declined'
  | 'cancelled'
  | 'insufficient_funds'
  | 'amount_error';

export interface RestTransaction {
  id: number;
  order_id: number;
  amount_in_cents: number;
  status: RestTransactionStatus;
  provider: RestPaymentProvider;
  /**
   * Provider specifics: for redirect gateways `redirect_url` and `pay_request_id`; for yoco the
   * `public_key`; for offline EFT the bank details and reference.
   */
  provider_data: Record<string, string | number | null>;
  provider_reference: string | null;
  /** Shopper-facing outcome, e.g. `Insufficient funds`. */
  message: string | null;
  created_at: RestDateTime;
}

export interface RestRegisterTransactionRequest {
  transaction: {
    provider: RestPaymentProvider;
    /** Defaults to the order's payable balance. */
    amount_in_cents?: number;
    /** Where a redirect gateway sends the shopper back to. */
    return_url?: string;
  };
}

export interface RestTransactionResponse {
  status: RestStatus;
  transaction: RestTransaction;
  order?: RestOrder;
  message?: string;
}

/** Query a redirect gateway sends back, checked by finalize. */
export interface RestFinalizeQuery {
  PAY_REQUEST_ID: string;
  TRANSACTION_STATUS: string;
  CHECKSUM: string;
}

export interface RestCardPaymentRequest {
  /** One-time token from the card form. */
  token: string;
}

export interface RestOfflinePaymentRequest {
  provider: Extract<RestPaymentProvider, 'offline_eft' | 'cash' | 'debtorcard'>;
}

export interface RestNewDebtorCardRequest {
  supplier_id: number;
}

export interface RestDebtorCardResponse {
  status: RestStatus;
  debtor_card: RestDebtorCard;
  message: string;
}
