/**
 * "Pay now" on an order that awaits payment. For a way to pay on the provider's own page
 * (PayGate, Shop2Shop, MoyaPay) it is a form (`POST /orders/{id}/pay`, docs/adr/0061): without
 * the script, or before it runs, the gateway starts the payment and sends the browser to the
 * provider's page, with an idempotency key made when the page was rendered, so a double submit
 * starts one payment. Once hydrated, the app takes the submit over and opens the payment page, as
 * the link does for the other ways to pay (which need the script).
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PaymentProvider } from '../../generated/types';
import { isRedirect } from '../../core/payment-messages';
import { newIdempotencyKey } from '../../lib/idempotency';

export function PayNowForm({
  orderId,
  provider,
}: {
  orderId: string;
  provider: PaymentProvider | null | undefined;
}) {
  const navigate = useNavigate();
  // The server's key stays in the page (the app makes its own when it pays).
  const [key] = useState(newIdempotencyKey);
  const payPage = `/orders/${orderId}/pay`;
  if (!provider || !isRedirect(provider))
    return (
      <Link className="button" to={payPage}>
        <Trans>Pay now</Trans>
      </Link>
    );
  return (
    <form
      method="post"
      action={payPage}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(payPage);
      }}
    >
      <input type="hidden" name="idempotencyKey" value={key} suppressHydrationWarning readOnly />
      <input type="hidden" name="provider" value={provider} readOnly />
      <button type="submit" className="button">
        <Trans>Pay now</Trans>
      </button>
    </form>
  );
}
