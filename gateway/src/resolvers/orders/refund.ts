/**
 * What a cancelled (or overpaid) order gave back, from the legacy `refund` events, whose message
 * says how much and where: `R 89.98 refunded to your wallet`, `R 12.00 refunded to your debtor
 * card`, `R 5.00 credited to your wallet`.
 */
import type { RestOrderEvent } from '@shopfront/legacy-api';
import { RefundDestination } from '../../generated/resolvers-types.js';

const AMOUNT = /R\s?(-?[\d ]+)(?:[.,](\d{2}))?/;

export interface Refund {
  amountInCents: number;
  destination: RefundDestination;
}

function centsIn(message: string): number | null {
  const match = AMOUNT.exec(message);
  if (!match) return null;
  const rands = Number((match[1] ?? '').replace(/\s/g, ''));
  return Number.isFinite(rands) ? rands * 100 + Number(match[2] ?? '0') : null;
}

/** The sum of the order's refunds and where the last one went; null when nothing was refunded. */
export function orderRefund(events: readonly RestOrderEvent[]): Refund | null {
  let amountInCents = 0;
  let destination = RefundDestination.Wallet;
  for (const event of events) {
    if (event.name !== 'refund') continue;
    const cents = centsIn(event.message);
    if (cents === null || cents <= 0) continue;
    amountInCents += cents;
    destination = /debtor card/i.test(event.message)
      ? RefundDestination.DebtorCard
      : RefundDestination.Wallet;
  }
  return amountInCents > 0 ? { amountInCents, destination } : null;
}
