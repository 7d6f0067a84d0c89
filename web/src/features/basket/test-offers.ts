/** For unit tests: basket offers as the cache holds them, and a way to put them there. */
import { apolloClient } from '../../apollo/client';
import {
  BasketOffer_OfferFragmentDoc,
  type BasketOffer_OfferFragment,
} from './BasketOffer_offer.generated';

export function basketOffer(
  id: string,
  patch: Partial<BasketOffer_OfferFragment> = {},
): BasketOffer_OfferFragment {
  const perKg = patch.perKg ?? false;
  return {
    __typename: 'Offer',
    id,
    name: `Offer ${id}`,
    priceInCents: 1000,
    basePriceInCents: patch.priceInCents ?? 1000,
    endAt: null,
    promo: false,
    stokvel: false,
    stokvelMinQuantity: null,
    stockLeft: null,
    outOfStock: false,
    perKg,
    quantityRule: perKg
      ? { __typename: 'QuantityRule', minimum: 0.25, step: 0.05, conversionRate: 1, symbol: 'kg' }
      : { __typename: 'QuantityRule', minimum: 1, step: 1, conversionRate: 1, symbol: null },
    sellable: {
      __typename: 'Sellable',
      id: `s${id}`,
      imageUrl: '',
      pack: 'Each',
      unit: 'each',
      measurement: 1,
      productId: null,
      brand: null,
    },
    supplier: { __typename: 'Supplier', id: '101', name: 'Mzansi Fresh Parow', closedText: null },
    ...patch,
  };
}

/** Writes the offers into the shop's cache, as a catalogue answer would. */
export function cacheOffers(...offers: BasketOffer_OfferFragment[]): void {
  for (const offer of offers)
    apolloClient.cache.writeFragment({
      fragment: BasketOffer_OfferFragmentDoc,
      fragmentName: 'BasketOffer_offer',
      data: offer,
    });
}
