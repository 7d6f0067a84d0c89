/** The refusals a basket change answers with (`BasketPayload.errors`), each with its `__typename`. */
import type {
  BasketOutOfStockError,
  BasketQuantityError,
  TooManyBasketLinesError,
  UnknownOfferError,
} from '../generated/resolvers-types.js';

export type BasketErrorValue =
  | (BasketOutOfStockError & { __typename: 'BasketOutOfStockError' })
  | (BasketQuantityError & { __typename: 'BasketQuantityError' })
  | (TooManyBasketLinesError & { __typename: 'TooManyBasketLinesError' })
  | (UnknownOfferError & { __typename: 'UnknownOfferError' });

export function unknownOffer(offerId: number, why = 'is not sold there'): BasketErrorValue {
  return {
    __typename: 'UnknownOfferError',
    message: `Offer ${offerId} ${why}`,
    offerId: String(offerId),
  };
}
