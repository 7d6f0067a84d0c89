/**
 * "Check payment" on an order that awaits payment: the shop settles the order's open payment from
 * the provider. Once the app runs it is the order page's own call; without the script (or before
 * it runs) it is a GET form to the gateway's return for forms (`/orders/{id}/pay/form-return`,
 * docs/adr/0061), which settles the payment the same way and shows the order again, rendered on
 * the server with what became of it.
 */
import { Trans } from '@lingui/react/macro';

export function CheckPaymentForm({
  orderId,
  checking,
  onCheck,
}: {
  orderId: string;
  /** A check is under way (the button waits). */
  checking: boolean;
  onCheck: () => void;
}) {
  return (
    <form
      method="get"
      action={`/orders/${orderId}/pay/form-return`}
      onSubmit={(event) => {
        event.preventDefault();
        onCheck();
      }}
    >
      <button type="submit" className="button is-secondary" disabled={checking}>
        <Trans>Check payment</Trans>
      </button>
    </form>
  );
}
