/**
 * Where redirect gateways send the shopper back (`/orders/{id}/pay/return?PAY_REQUEST_ID=…`):
 * finalizes the transaction exactly once, even under StrictMode's double effects or a reload
 * (the outcome is remembered in `orders-v1` by PAY_REQUEST_ID), then shows the order or the
 * payment page with the legacy client's message. When the shop cannot confirm it (the request fails, or
 * the gateway has not answered), the page says it is checking and settles it by itself with the
 * resolve call, instead of asking the shopper to pay again.
 */
import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OrderResolvePaymentPendingDocument } from '../orders/OrderResolvePaymentPending.generated';
import { PaymentFinalizeDocument } from './PaymentFinalize.generated';
import { intentKeys } from '../../core/intent-keys';
import { trackPurchase } from '../../lib/analytics';
import {
  attemptByPayRequestId,
  endAttempt,
  getOrdersState,
  recordFinalized,
  type PaymentOutcome,
} from '../../core/orders-store';

const inFlight = new Map<string, Promise<PaymentOutcome | null>>();

type Client = ReturnType<typeof useApolloClient>;

/** Waits between the checks of a payment the shop could not confirm: soon, then less often. */
export const CHECK_DELAYS_MS = [2_000, 4_000, 8_000, 15_000];

/**
 * Asks the shop to settle the order's pending payment from the gateway (the call "Check
 * payment" makes). Null while the gateway has not answered yet: ask again later.
 */
async function settle(client: Client, orderId: string): Promise<PaymentOutcome | null> {
  const result = await intentKeys.send(`resolve-payment:${orderId}`, null, (idempotencyKey) =>
    client.mutate({
      mutation: OrderResolvePaymentPendingDocument,
      variables: { input: { orderId, idempotencyKey } },
    }),
  );
  const order = result.data?.resolvePaymentPending.order;
  if (!order || order.status === 'PAYMENT_PROCESSING') return null;
  const ok = order.payableBalanceInCents <= 0;
  return { orderId, ok, reason: ok ? null : 'FAILED', message: null };
}

function remember(payRequestId: string, outcome: PaymentOutcome): PaymentOutcome {
  recordFinalized(payRequestId, outcome);
  endAttempt(outcome.orderId);
  return outcome;
}

/**
 * The outcome of the shopper's return from the provider, settled once. Null when the shop
 * could not say yet (the confirmation failed, or the gateway has not answered): the page then
 * checks again by itself. A failed request is never reported as a failed payment.
 */
async function finalizeOnce(
  client: Client,
  orderId: string,
  payRequestId: string,
  transactionStatus: string,
  checksum: string,
): Promise<PaymentOutcome | null> {
  const done = getOrdersState().finalized[payRequestId];
  if (done) return done;
  const attempt = attemptByPayRequestId(payRequestId);
  // This phone no longer knows the transaction: let the shop settle it from the gateway.
  if (!attempt?.transactionId) {
    const settled = await settle(client, orderId);
    return settled && remember(payRequestId, settled);
  }
  const input = {
    orderId,
    transactionId: attempt.transactionId,
    payRequestId,
    transactionStatus,
    checksum,
  };
  const result = await intentKeys.send(`finalize:${payRequestId}`, input, (idempotencyKey) =>
    client.mutate({
      mutation: PaymentFinalizeDocument,
      variables: { input: { ...input, idempotencyKey } },
    }),
  );
  const payload = result.data?.finalizeTransaction;
  const error = payload?.errors[0];
  const ok = !error && payload?.transaction?.status === 'SUCCESSFUL';
  if (ok && payload?.order)
    trackPurchase(orderId, [], payload.order.totalInCents, payload.order.shippingPriceInCents);
  return remember(payRequestId, {
    orderId,
    ok,
    reason: ok ? null : (error?.reason ?? payload?.transaction?.status ?? 'FAILED'),
    message: error?.message ?? null,
  });
}

export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const payRequestId = params.get('PAY_REQUEST_ID') ?? '';
  const status = params.get('TRANSACTION_STATUS') ?? '';
  const checksum = params.get('CHECKSUM') ?? '';
  /** The first answer did not settle it: the page is checking again by itself. */
  const [rechecking, setRechecking] = useState(false);

  useEffect(() => {
    if (!payRequestId) {
      navigate(`/orders/${id}/pay`, { replace: true });
      return;
    }
    let active = true;
    let timer: number | undefined;
    const show = (outcome: PaymentOutcome) => {
      if (!active) return;
      if (outcome.ok) navigate(`/orders/${id}`, { replace: true });
      else
        navigate(`/orders/${id}/pay`, { replace: true, state: { paymentError: outcome.reason } });
    };
    const checkAgain = (round: number) => {
      if (!active) return;
      setRechecking(true);
      const delay = CHECK_DELAYS_MS[Math.min(round, CHECK_DELAYS_MS.length - 1)];
      timer = window.setTimeout(() => {
        settle(client, id).then(
          (outcome) => (outcome ? show(remember(payRequestId, outcome)) : checkAgain(round + 1)),
          () => checkAgain(round + 1),
        );
      }, delay);
    };

    let promise = inFlight.get(payRequestId);
    if (!promise) {
      promise = finalizeOnce(client, id, payRequestId, status, checksum);
      inFlight.set(payRequestId, promise);
    }
    promise.then(
      (outcome) => (outcome ? show(outcome) : checkAgain(0)),
      () => {
        // The confirmation never reached the shop (offline, the gateway busy): the money may
        // well be taken, so the shop is asked to settle it rather than the shopper to pay again.
        inFlight.delete(payRequestId);
        checkAgain(0);
      },
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [client, id, payRequestId, status, checksum, navigate]);

  return (
    <div className="pay-page">
      <p className="notice" role="status">
        <Trans>Checking your payment…</Trans>
      </p>
      {rechecking && (
        <>
          <p>
            <Trans>
              The shop has not confirmed your payment yet. This page checks again by itself: do not
              pay a second time.
            </Trans>
          </p>
          <Link className="button is-secondary" to={`/orders/${id}`}>
            <Trans>View order</Trans>
          </Link>
        </>
      )}
    </div>
  );
}
