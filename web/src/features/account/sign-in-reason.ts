/**
 * Why the sign-in page is shown, from where the shopper was headed: a visitor sent here by the
 * comparison or the checkout reads why an account is needed (the legacy API compares and takes
 * orders for signed-in shoppers only), not a bare form.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export function signInReason(returnTo: string): MessageDescriptor | null {
  const path = returnTo.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/basket/compare'))
    return msg`Comparing your basket across branches needs an account. Log in or register: your basket comes with you.`;
  if (path.startsWith('/checkout'))
    return msg`Checking out needs an account. Log in or register: your basket comes with you.`;
  if (path.startsWith('/orders')) return msg`Log in to see your orders.`;
  if (['/profile', '/debtorcards', '/address_management'].some((page) => path.startsWith(page)))
    return msg`Sign in or register to continue`;
  return null;
}
