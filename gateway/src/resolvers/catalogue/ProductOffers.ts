import type { RestOffer } from '@shopfront/legacy-api';
import type { ProductOffersResolvers } from '../../generated/resolvers-types.js';
import { onePerItem } from './one-per-item.js';

/** The cheapest offer in stock, else the cheapest of all; null without offers. */
export function cheapestOffer(offers: readonly RestOffer[]): RestOffer | null {
  const inStock = offers.filter((offer) => offer.out_of_stock_at === null);
  const pool = inStock.length > 0 ? inStock : offers;
  return pool.reduce<RestOffer | null>(
    (best, offer) => (best === null || offer.price_in_cents < best.price_in_cents ? offer : best),
    null,
  );
}

export const ProductOffers: ProductOffersResolvers = {
  id: (product) => String(product.id),
  imageUrl: (product) => product.image_url,
  offers: (product) => onePerItem(product.offers),
  cheapestOffer: (product) => cheapestOffer(product.offers),
};
