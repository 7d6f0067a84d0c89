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
      code: enteredCode ?? validation.discount_code,
      problem: /expired/i.test(validation.discount_code_error)
        ? DiscountCodeProblem.Expired
        : DiscountCodeProblem.Invalid,
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
