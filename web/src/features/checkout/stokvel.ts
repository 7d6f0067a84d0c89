/**
 * Stokvel bulk buys are collected from the branch, never delivered: the legacy cart check
 * (legacy-sim rules/cart-validation) answers "Stokvel orders are collected, not delivered" for a
 * stokvel basket sent with `requires_shipping`, and its stokvel timeslots are collection slots.
 * The dispatch step offers such a basket collection only, so nobody reaches that refusal.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DispatchMethod } from '../../generated/types';

export interface StokvelCartLike {
  items: { offer: { stokvel: boolean; outOfStock: boolean } | null }[];
}

/** The basket holds a stokvel offer that goes to the check (out-of-stock lines are dropped). */
export function basketHasStokvel(cart: StokvelCartLike): boolean {
  return cart.items.some((line) => line.offer?.stokvel && !line.offer.outOfStock);
}

/** The dispatch options a basket may use: collection only when it holds stokvel offers. */
export function dispatchOptionsFor<T extends { method: DispatchMethod }>(
  options: T[],
  stokvel: boolean,
): T[] {
  return stokvel ? options.filter((option) => option.method === 'COLLECT') : options;
}

export const STOKVEL_COLLECTED = msg`Stokvel bulk buys are collected from the branch.`;

/**
 * A `StokvelError` of the basket check: the legacy API's one known refusal (a stokvel basket sent
 * for delivery) in the shopper's words; any other stokvel message as the gateway gives it, since
 * nothing says what it means.
 */
export function stokvelRefusal(i18n: I18n, dispatch: DispatchMethod, message: string): string {
  if (dispatch === 'DELIVER')
    return i18n._(
      msg`Stokvel bulk buys are collected from the branch. Choose collection to place this order.`,
    );
  return message;
}
