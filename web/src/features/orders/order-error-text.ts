/**
 * An order mutation's refusal (`OrderError`) in the shopper's language, by its kind: the
 * server's `message` is English and never reaches the screen, not even for a kind this client
 * does not know yet.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const BY_KIND: Record<string, MessageDescriptor> = {
  OrderOutOfStockError: msg`Some items have gone out of stock: check and replace them.`,
  OrderPriceChangedError: msg`Some prices have changed: check the order and confirm it again.`,
  OrderDiscountCodeError: msg`Invalid discount code`,
  PayableAmountError: msg`The new total is not allowed: below the minimum order or above what was paid.`,
  OrderRefusedError: msg`The shop refused this: the order can no longer be changed.`,
  OrderChangedError: msg`The order changed meanwhile, so nothing was changed: check it and try again.`,
};

/** `minimum`: the minimum order amount, formatted, for the minimum-amount refusal. */
export function orderErrorText(
  i18n: I18n,
  error: { __typename?: string; message: string },
  minimum: string,
): string {
  const belowMinimum =
    error.__typename === 'OrderMinimumAmountError' ||
    (error.__typename === 'PayableAmountError' && /minimum/i.test(error.message));
  if (belowMinimum) return i18n._(msg`Minimum order amount is ${minimum}`);
  if (error.__typename === 'PayableAmountError' && /debtor card/i.test(error.message))
    return i18n._(msg`Your debtor card balance does not cover the new total.`);
  const known = error.__typename ? BY_KIND[error.__typename] : undefined;
  return i18n._(known ?? msg`Something went wrong, try again`);
}
