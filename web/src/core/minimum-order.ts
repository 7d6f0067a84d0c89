/**
 * The least an order may come to before delivery and bags (R10): flagged on the basket and
 * enforced before the time slot step, so a shopper never walks through checkout to hear it last.
 * A branch's checkout config may say otherwise; this is the shop's rule when it does not.
 */
export const MINIMUM_ORDER_IN_CENTS = 1000;

/** What a basket's in-stock subtotal lacks to reach the minimum; 0 when it is enough or empty. */
export function minimumShortfall(subtotalInCents: number, minimumInCents: number): number {
  if (subtotalInCents <= 0) return 0;
  return Math.max(0, minimumInCents - subtotalInCents);
}
