/** Legacy refusal messages of order calls to the typed `OrderError`s of the schema. */
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/resolvers-types.js';

export type OrderErrorValue = ResolversInterfaceTypes<ResolversTypes>['OrderError'];

/** The refusal of a change made for an older revision of the order (see change-once.ts). */
export const ORDER_CHANGED =
  'The order changed since these changes were made for it: nothing was changed';

export function orderError(message: string): OrderErrorValue {
  if (message === ORDER_CHANGED) return { __typename: 'OrderChangedError', message };
  if (/minimum order/i.test(message)) return { __typename: 'OrderMinimumAmountError', message };
  if (/out of stock/i.test(message)) return { __typename: 'OrderOutOfStockError', message };
  if (/price/i.test(message)) return { __typename: 'OrderPriceChangedError', message };
  if (/discount/i.test(message)) return { __typename: 'OrderDiscountCodeError', message };
  if (/payable|paid|amount/i.test(message)) return { __typename: 'PayableAmountError', message };
  return { __typename: 'OrderRefusedError', message };
}

export const orderErrors = (messages: string[]): OrderErrorValue[] => messages.map(orderError);
