/**
 * Under an order's totals: what it gave back and where (the legacy API refunds to the wallet,
 * card payments too, or to the debtor card), money that arrived after it was cancelled or timed
 * out (an EFT already sent: it goes to the wallet), and the wallet's balance now.
 */
import { Trans } from '@lingui/react/macro';
import type { OrderStatus, RefundDestination } from '../../generated/types';
import { lateMoneyInCents } from './late-money';

export interface OrderMoneyNotesOrder {
  status: OrderStatus;
  supplierName: string;
  refund?: { amountInCents: number; destination: RefundDestination } | null;
  events: readonly { name: string; message: string }[];
}

export function OrderMoneyNotes({
  order,
  walletInCents,
  money,
}: {
  order: OrderMoneyNotesOrder;
  walletInCents: number | null;
  money: (cents: number) => string;
}) {
  const late = lateMoneyInCents(order);
  const refunded = (order.refund?.amountInCents ?? 0) - late;
  const lateAmount = money(late);
  const refundAmount = money(refunded);
  return (
    <>
      {late > 0 && (
        <p className="notice is-success" data-testid="late-money">
          {order.status === 'ABANDONED' ? (
            <Trans>{lateAmount} received after the order timed out: added to your wallet.</Trans>
          ) : (
            <Trans>
              {lateAmount} received after the order was cancelled: added to your wallet.
            </Trans>
          )}
        </p>
      )}
      {refunded > 0 && (
        <p className="notice is-success" data-testid="refund">
          {order.refund?.destination === 'DEBTOR_CARD' ? (
            <Trans>
              {refundAmount} was refunded to your debtor card at {order.supplierName}.
            </Trans>
          ) : (
            <Trans>
              {refundAmount} was refunded to your wallet: it pays towards your next order.
            </Trans>
          )}
        </p>
      )}
      {walletInCents !== null && (
        <p className="muted" data-testid="wallet-balance">
          <Trans>Your wallet balance: {money(walletInCents)}</Trans>
        </p>
      )}
    </>
  );
}
