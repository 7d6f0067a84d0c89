/**
 * What became of a payment on the provider's page, on the order's page the shop sends the
 * shopper back to (`/orders/{id}?payment=REASON`, docs/adr/0061): declined, cancelled, still
 * being checked. The order itself says whether it is paid: the words show only while it still
 * awaits payment, so an address with a reason typed in changes nothing.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { failureMessage, PAYMENT_FAILURE } from '../../core/payment-messages';

const CHECKING = msg`The shop has not confirmed your payment yet. Reload this page in a moment: do not pay a second time.`;

export function PaymentOutcomeNotice({ processing }: { processing: boolean }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const reason = params.get('payment');
  if (!reason) return null;
  if (reason === 'CHECKING')
    return processing ? (
      <p className="notice" role="status">
        {i18n._(CHECKING)}
      </p>
    ) : null;
  if (!Object.hasOwn(PAYMENT_FAILURE, reason)) return null;
  return (
    <p className="notice is-error" role="alert">
      {i18n._(failureMessage(reason))}
    </p>
  );
}
