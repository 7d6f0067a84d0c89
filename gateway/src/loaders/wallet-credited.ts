/**
 * Money the legacy API put in the wallet outside the shop: an EFT that reached an order after it
 * was cancelled or timed out, or an overpayment given back when the order was completed. Each is
 * a `refund` event on the order ("R 56.97 credited to your wallet"), and no call of the shop's
 * made it, so the session's account snapshot (kept ACCOUNT_SNAPSHOT_TTL_MS) may predate it.
 */
import type { RestOrder } from '@shopfront/legacy-api';
import { ACCOUNT_SNAPSHOT_TTL_MS } from '../upstream/account-snapshots.js';

/**
 * Whether `order` has a refund younger than an account snapshot can be (or dated ahead of this
 * clock): a snapshot still kept may have been taken before it. An older refund is in every
 * snapshot kept now, since each was taken within the last ACCOUNT_SNAPSHOT_TTL_MS.
 */
export function walletCreditedLately(order: RestOrder, now: number = Date.now()): boolean {
  const since = now - ACCOUNT_SNAPSHOT_TTL_MS;
  return order.order_events.some(
    (event) => event.name === 'refund' && !(Date.parse(event.timestamp) < since),
  );
}
