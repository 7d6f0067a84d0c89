/**
 * What saving the changes does to the money, before the shopper confirms: the new total and the
 * difference, and, when something was paid already, that more is to pay after saving or that the
 * difference goes to the wallet (as the legacy rules credit it when the order is complete).
 */
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';

export interface ChangePreview {
  totalInCents: number;
  payableBalanceInCents: number;
}

interface OrderMoney {
  totalInCents: number;
  payableBalanceInCents: number;
}

export function ChangeReview({
  order,
  preview,
  busy,
  onConfirm,
}: {
  order: OrderMoney;
  preview: ChangePreview;
  busy: boolean;
  onConfirm: () => void;
}) {
  const config = useAppConfig();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const difference = preview.totalInCents - order.totalInCents;
  const paidSomething = order.payableBalanceInCents < order.totalInCents;
  const total = money(preview.totalInCents);
  const amount = money(Math.abs(difference));

  let message;
  if (difference === 0) message = <Trans>The total stays {total}.</Trans>;
  else if (difference > 0 && paidSomething)
    message = (
      <Trans>
        The total goes up by {amount} to {total}. You pay the difference after saving.
      </Trans>
    );
  else if (difference > 0)
    message = (
      <Trans>
        The new total is {total} ({amount} more).
      </Trans>
    );
  else if (paidSomething)
    message = (
      <Trans>
        The total goes down by {amount} to {total}. The difference goes to your wallet when the
        order is complete.
      </Trans>
    );
  else
    message = (
      <Trans>
        The new total is {total} ({amount} less).
      </Trans>
    );

  return (
    <section className="notice change-review" aria-labelledby="change-review-heading">
      <h4 id="change-review-heading">
        <Trans>Check your changes</Trans>
      </h4>
      <p>{message}</p>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onConfirm}
      >
        <Trans>Confirm update</Trans>
      </button>
    </section>
  );
}
