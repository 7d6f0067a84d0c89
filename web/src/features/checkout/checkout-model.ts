/** Pure checkout rules, unit tested. */

/** Basket lines with their offers as the cache holds them (null: not known yet). */
export interface CartLike {
  items: { offer: { supplier: { id: string }; outOfStock: boolean } | null }[];
}

/** The one supplier the basket is with; null when it is empty or mixes suppliers. */
export function basketSupplierId(cart: CartLike): string | null {
  const ids = new Set(cart.items.flatMap((line) => (line.offer ? [line.offer.supplier.id] : [])));
  return ids.size === 1 ? [...ids][0]! : null;
}

export type ConfigProblem = 'agency' | 'market' | null;

/**
 * Agency checkout needs at least one item and a supplier; market checkout needs at least one
 * shipping option in the client config (and, to place an order, one supplier's basket).
 */
export function checkoutConfigProblem(input: {
  mode: 'MARKET' | 'AGENCY';
  itemCount: number;
  supplierId: string | null;
  shippingOptionCount: number;
}): ConfigProblem {
  if (input.mode === 'AGENCY') return input.itemCount > 0 && input.supplierId ? null : 'agency';
  return input.shippingOptionCount > 0 && input.itemCount > 0 && input.supplierId ? null : 'market';
}

/** Credit checkout applies when the subtotal is at most the wallet credit. */
export function isCreditCheckout(subtotalInCents: number, creditInCents: number): boolean {
  return creditInCents > 0 && subtotalInCents <= creditInCents;
}

export interface CreditSplit {
  /** The wallet credit is spent on this order (the shopper's choice, or the legacy rule). */
  creditCheckout: boolean;
  /** Wallet credit spent on the order: at most its total. */
  creditAppliedInCents: number;
  /** What is left to pay after the credit: the confirmation's bottom line. */
  toPayInCents: number;
  /** The credit pays everything: no payment method to choose. */
  creditOnly: boolean;
}

/**
 * How the order total splits between wallet credit and a payment method. The credit goes
 * against the whole total (bags and delivery too), so the confirmation's lines add up; when it
 * does not cover the total the shopper still chooses how to pay the rest.
 */
export function creditSplit(input: {
  subtotalInCents: number;
  totalInCents: number;
  creditInCents: number;
  /**
   * The shopper's choice: spend the credit (in part when it does not cover the order) or keep
   * it. Unset, the legacy rule decides: spent when it covers the subtotal.
   */
  useCredit?: boolean | null;
}): CreditSplit {
  const creditCheckout =
    input.creditInCents > 0 &&
    (input.useCredit ?? isCreditCheckout(input.subtotalInCents, input.creditInCents));
  const total = Math.max(0, input.totalInCents);
  const creditAppliedInCents = creditCheckout ? Math.min(input.creditInCents, total) : 0;
  const toPayInCents = total - creditAppliedInCents;
  return {
    creditCheckout,
    creditAppliedInCents,
    toPayInCents,
    creditOnly: creditCheckout && toPayInCents === 0,
  };
}
