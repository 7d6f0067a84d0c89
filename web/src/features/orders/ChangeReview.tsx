/**
 * What saving the changes does to the money, before the shopper confirms: the new total and the
 * difference, and, when something was paid already, what is to pay after saving (the payable
 * balance the change leaves, money still owed included) or what goes to the wallet (as the
 * legacy rules credit it when the order is collected or delivered: never back to a card, as the
 * cancel question says too).
 */
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import type { DispatchMethod, PaymentProvider } from '../../generated/types';
import { formatMoney } from '../../lib/money';
import { paidByCard } from './cancel-question';

export interface ChangePreview {
  totalInCents: number;
  payableBalanceInCents: number;
}

export interface ChangeReviewOrder {
  totalInCents: number;
  payableBalanceInCents: number;
  dispatchMethod: DispatchMethod;
  payments: readonly { provider?: PaymentProvider | null }[];
}

export function ChangeReview({
  order,
  preview,
  busy,
  onConfirm,
}: {
  order: ChangeReviewOrder;
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

  // What is to pay after saving is the payable balance the change leaves, not the change in
  // the total: money still owed before is part of it, and what was paid beyond the new total is
  // what the legacy rules credit to the wallet when the order is collected or delivered.
  const after = preview.payableBalanceInCents;
  const toPay = money(Math.max(0, after));
  const owed = money(order.payableBalanceInCents);
  const back = money(Math.max(0, -after));

  let message;
  if (difference === 0) message = <Trans>The total stays {total}.</Trans>;
  else if (!paidSomething)
    message =
      difference > 0 ? (
        <Trans>
          The new total is {total} ({amount} more).
        </Trans>
      ) : (
        <Trans>
          The new total is {total} ({amount} less).
        </Trans>
      );
  else if (difference > 0)
    message =
      order.payableBalanceInCents > 0 ? (
        <Trans>
          The total goes up by {amount} to {total}. After saving you pay {toPay}, {owed} of it still
          owed from before.
        </Trans>
      ) : (
        <Trans>
          The total goes up by {amount} to {total}. After saving you pay {toPay}.
        </Trans>
      );
  else if (after < 0) {
    const byCard = paidByCard(order.payments);
    const delivered = order.dispatchMethod === 'DELIVER';
    if (delivered && byCard)
      message = (
        <Trans>
          The total goes down by {amount} to {total}. {back} goes to your wallet when the order is
          delivered, not back to your card.
        </Trans>
      );
    else if (delivered)
      message = (
        <Trans>
          The total goes down by {amount} to {total}. {back} goes to your wallet when the order is
          delivered.
        </Trans>
      );
    else if (byCard)
      message = (
        <Trans>
          The total goes down by {amount} to {total}. {back} goes to your wallet when the order is
          collected, not back to your card.
        </Trans>
      );
    else
      message = (
        <Trans>
          The total goes down by {amount} to {total}. {back} goes to your wallet when the order is
          collected.
        </Trans>
      );
  } else if (after > 0)
    message = (
      <Trans>
        The total goes down by {amount} to {total}. You still pay {toPay}.
      </Trans>
    );
  else
    message = (
      <Trans>
        The total goes down by {amount} to {total}. Nothing is left to pay.
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
