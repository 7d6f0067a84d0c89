/** Payments against an order (`/api/v1/orders/{id}/transactions/...`, `/api/v1/transactions`). */
import { IDEMPOTENCY_KEY_HEADER } from '@shopfront/legacy-api';
import type {
  RestFinalizeQuery,
  RestPaymentProvider,
  RestTransactionResponse,
} from '@shopfront/legacy-api';
import type { SessionData } from '../session/types.js';
import { outcome, type Outcome } from './errors.js';
import type { LegacyClient } from './legacy-client.js';

export class PaymentsApi {
  constructor(private readonly client: LegacyClient) {}

  async transaction(session: SessionData, transactionId: number): Promise<RestTransactionResponse> {
    return this.client.call('GET /api/v1/transactions/{id}', {
      params: { id: String(transactionId) },
      authToken: session.authToken,
    });
  }

  async processing(
    session: SessionData,
    orderId: number,
    transactionId: number,
  ): Promise<RestTransactionResponse> {
    return this.client.call(
      'GET /api/v1/orders/{order_id}/transactions/{transaction_id}/processing',
      {
        params: { order_id: String(orderId), transaction_id: String(transactionId) },
        authToken: session.authToken,
      },
    );
  }

  register(
    session: SessionData,
    orderId: number,
    transaction: { provider: RestPaymentProvider; amount_in_cents?: number; return_url?: string },
    idempotencyKey: string,
  ): Promise<Outcome<RestTransactionResponse>> {
    return outcome(
      this.client.call('POST /api/v1/orders/{id}/transactions', {
        params: { id: String(orderId) },
        body: { transaction },
        authToken: session.authToken,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    );
  }

  finalize(
    session: SessionData,
    orderId: number,
    transactionId: number,
    query: RestFinalizeQuery,
  ): Promise<Outcome<RestTransactionResponse>> {
    return outcome(
      this.client.call('POST /api/v1/orders/{order_id}/transactions/{transaction_id}/finalize', {
        params: { order_id: String(orderId), transaction_id: String(transactionId) },
        query,
        authToken: session.authToken,
      }),
    );
  }

  payWithCard(
    session: SessionData,
    orderId: number,
    transactionId: number,
    token: string,
    idempotencyKey: string,
  ): Promise<Outcome<RestTransactionResponse>> {
    return outcome(
      this.client.call('POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card', {
        params: { order_id: String(orderId), transaction_id: String(transactionId) },
        body: { token },
        authToken: session.authToken,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    );
  }
}
