/**
 * Money that reached an order after it was cancelled or timed out (an EFT the shopper had sent
 * before cancelling): the legacy API puts it in the wallet with a refund event written after the
 * cancel ("R 295.14 credited to your wallet"). The order page says so in its own words, apart
 * from what the cancel itself gave back.
 */
import { parseEventMessage } from './event-text';

interface OrderEvents {
  events: readonly { name: string; message: string }[];
}

const STOPPED = new Set(['cancelled', 'abandoned']);

/** "R 1 295.14" (or "-R 5.00") in cents. */
export function centsOf(amount: string): number {
  const digits = amount.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

/** The sum of the refunds written after the order was cancelled or timed out, in cents. */
export function lateMoneyInCents(order: OrderEvents): number {
  const stoppedAt = order.events.findLastIndex((event) => STOPPED.has(event.name));
  if (stoppedAt < 0) return 0;
  let cents = 0;
  for (const event of order.events.slice(stoppedAt + 1)) {
    if (event.name !== 'refund') continue;
    const text = parseEventMessage(event.message);
    if (text.kind === 'creditedToWallet' || (text.kind === 'refunded' && text.to === 'wallet'))
      cents += centsOf(text.amount);
  }
  return cents;
}
