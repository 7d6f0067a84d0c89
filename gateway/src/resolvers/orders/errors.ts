/** Legacy refusal messages of order calls to the typed `OrderError`s of the schema. */
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/resolvers-types.js';

export type OrderErrorValue = ResolversInterfaceTypes<ResolversTypes>['OrderError'];

export function orderError(message: string): OrderErrorValue {
  if (/minimum order/i.test(message)) return { __typename: 'OrderMinimumAmountError', message };
  if (/out of stock/i.test(message)) return { __typename: 'OrderOutOfStockError', message };
  if (/price/i.test(message)) return { __typename: 'OrderPriceChangedError', message };
  if (/discount/i.test(message)) return { __typename: 'OrderDiscountCodeError', message };
  if (/payable|paid|amount/i.test(message)) return { __typename: 'PayableAmountError', message };
  return { __typename: 'OrderRefusedError', message };
}

export const orderErrors = (messages: string[]): OrderErrorValue[] => messages.map(orderError);
