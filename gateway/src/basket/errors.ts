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

export function unknownOffer(offerId: number): BasketErrorValue {
  return {
    __typename: 'UnknownOfferError',
    message: `Offer ${offerId} is not sold there`,
    offerId: String(offerId),
  };
}
