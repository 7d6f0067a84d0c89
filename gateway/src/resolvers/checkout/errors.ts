/**
 * The legacy validation flags and messages as typed `CheckoutError`s. Clients pick a translated
 * text by `__typename`; `message` keeps the legacy (or a fixed English) text.
 */
import type { RestCartValidation, RestValidatedItem } from '@shopfront/legacy-api';
import {
  DiscountCodeProblem,
  type ResolversInterfaceTypes,
  type ResolversTypes,
} from '../../generated/resolvers-types.js';

export type CheckoutErrorParent = ResolversInterfaceTypes<ResolversTypes>['CheckoutError'];

/** Out-of-stock, price-changed and expired lines, in that order. */
export function itemErrors(
  items: readonly RestValidatedItem[],
  outOfStockFlag = false,
  updatedFlag = false,
): CheckoutErrorParent[] {
  const errors: CheckoutErrorParent[] = [];
  const outOfStock = items.filter((item) => item.out_of_stock);
  if (outOfStock.length > 0 || outOfStockFlag) {
    errors.push({
      __typename: 'OutOfStockError',
      message: 'Some items have gone out of stock',
      items: outOfStock,
    });
  }
  const changed = items.filter((item) => item.updated);
  if (changed.length > 0 || updatedFlag) {
    errors.push({
      __typename: 'PriceChangedError',
      message: 'Some item prices have changed',
      items: changed,
    });
  }
  const expired = items.filter((item) => item.expired);
  if (expired.length > 0) {
    errors.push({
      __typename: 'OffersExpiredError',
      message: 'These price offers have expired',
      items: expired,
    });
  }
  return errors;
}

/** The legacy minimum-spend message: `... needs an order of at least R 1 300.00`. */
const MINIMUM_SPEND = /at least R\s?([\d ]+)(?:[.,](\d{2}))?/i;

/** Why the legacy API refused a discount code, from its message. */
export function discountCodeProblem(message: string): {
  problem: DiscountCodeProblem;
  minimumOrderInCents: number | null;
} {
  const minimum = MINIMUM_SPEND.exec(message);
  if (minimum) {
    const rands = Number((minimum[1] ?? '').replace(/\s/g, ''));
    const cents = Number(minimum[2] ?? '0');
    return { problem: DiscountCodeProblem.MinimumNotMet, minimumOrderInCents: rands * 100 + cents };
  }
  const problem = /expired/i.test(message)
    ? DiscountCodeProblem.Expired
    : /already.*used/i.test(message)
      ? DiscountCodeProblem.AlreadyUsed
      : DiscountCodeProblem.Invalid;
  return { problem, minimumOrderInCents: null };
}

/** Every business problem of a cart validation; empty when the order can be placed. */
export function cartValidationErrors(
  validation: RestCartValidation,
  enteredCode: string | null = null,
): CheckoutErrorParent[] {
  const errors: CheckoutErrorParent[] = [];
  if (validation.total_error) {
    errors.push({ __typename: 'MinimumOrderError', message: validation.total_error });
  }
  errors.push(...itemErrors(validation.items, validation.out_of_stock, validation.updated));
  if (validation.discount_code_error) {
    errors.push({
      __typename: 'DiscountCodeError',
      message: validation.discount_code_error,
      code: validation.discount_code ?? enteredCode,
      ...discountCodeProblem(validation.discount_code_error),
    });
  }
  if (validation.dispatch_error) {
    errors.push({ __typename: 'DispatchSlotError', message: validation.dispatch_error });
  }
  for (const message of validation.stokvel_errors) {
    errors.push({ __typename: 'StokvelError', message });
  }
  return errors;
}
