/**
 * Where redirect gateways send the shopper back (`/orders/{id}/pay/return?PAY_REQUEST_ID=…`):
 * finalizes the transaction exactly once, even under StrictMode's double effects or a reload
 * (the outcome is remembered in `orders-v1` by PAY_REQUEST_ID), then shows the order or the
 * payment page with the spec's message.
 */
import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  OrderResolvePaymentPendingDocument,
  PaymentFinalizeDocument,
} from '../../generated/graphql';
import { trackPurchase } from '../../lib/analytics';
import {
  attemptByPayRequestId,
  endAttempt,
  getOrdersState,
  recordFinalized,
  type PaymentOutcome,
} from '../orders/orders-store';

const inFlight = new Map<string, Promise<PaymentOutcome>>();

type Client = ReturnType<typeof useApolloClient>;

async function finalizeOnce(
  client: Client,
  orderId: string,
  payRequestId: string,
  transactionStatus: string,
  checksum: string,
): Promise<PaymentOutcome> {
  const done = getOrdersState().finalized[payRequestId];
  if (done) return done;
  const attempt = attemptByPayRequestId(payRequestId);
  let outcome: PaymentOutcome;
  if (attempt?.transactionId) {
    const result = await client.mutate({
      mutation: PaymentFinalizeDocument,
      variables: {
        input: {
          orderId,
          transactionId: attempt.transactionId,
          payRequestId,
          transactionStatus,
          checksum,
        },
      },
    });
    const payload = result.data?.finalizeTransaction;
    const error = payload?.errors[0];
    const ok = !error && payload?.transaction?.status === 'SUCCESSFUL';
    outcome = {
      orderId,
      ok,
      reason: ok ? null : (error?.reason ?? payload?.transaction?.status ?? 'FAILED'),
      message: error?.message ?? null,
    };
    if (ok && payload?.order)
      trackPurchase(orderId, [], payload.order.totalInCents, payload.order.shippingPriceInCents);
  } else {
    // This phone no longer knows the transaction: let the shop settle it from the gateway.
    const result = await client.mutate({
      mutation: OrderResolvePaymentPendingDocument,
      variables: { input: { orderId } },
    });
    const order = result.data?.resolvePaymentPending.order;
    const ok = !!order && order.payableBalanceInCents <= 0;
    outcome = { orderId, ok, reason: ok ? null : 'FAILED', message: null };
  }
  recordFinalized(payRequestId, outcome);
  endAttempt(orderId);
  return outcome;
}

export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const payRequestId = params.get('PAY_REQUEST_ID') ?? '';
  const status = params.get('TRANSACTION_STATUS') ?? '';
  const checksum = params.get('CHECKSUM') ?? '';

  useEffect(() => {
    if (!payRequestId) {
      navigate(`/orders/${id}/pay`, { replace: true });
      return;
    }
    let promise = inFlight.get(payRequestId);
    if (!promise) {
      promise = finalizeOnce(client, id, payRequestId, status, checksum);
      inFlight.set(payRequestId, promise);
    }
    let active = true;
    promise.then(
      (outcome) => {
        if (!active) return;
        if (outcome.ok) navigate(`/orders/${id}`, { replace: true });
        else
          navigate(`/orders/${id}/pay`, {
            replace: true,
            state: { paymentError: outcome.reason },
          });
      },
      () => {
        inFlight.delete(payRequestId);
        if (active)
          navigate(`/orders/${id}/pay`, { replace: true, state: { paymentError: 'FAILED' } });
      },
    );
    return () => {
      active = false;
    };
  }, [client, id, payRequestId, status, checksum, navigate]);

  return (
    <p className="notice" role="status">
      <Trans>Checking your payment…</Trans>
    </p>
  );
}
