/**
 * The legacy API lists a running special beside the shelf price it undercuts: two offers for one
 * item at one branch. A shopper sees one: the offer they would pay (the sellable's best at that
 * branch), whose `base_price_in_cents` is the shelf price, struck through beside it.
 */
import type { RestOffer } from '@shopfront/legacy-api';
import { buyableNow } from './product-facts.js';

/** Better for the shopper: buyable now first, then cheaper, then the older offer. */
function better(a: RestOffer, b: RestOffer, now: Date): RestOffer {
  const buyable = Number(buyableNow(b, now)) - Number(buyableNow(a, now));
  if (buyable !== 0) return buyable < 0 ? a : b;
  if (a.price_in_cents !== b.price_in_cents) return a.price_in_cents < b.price_in_cents ? a : b;
  return a.id <= b.id ? a : b;
}

/** One offer per sellable per branch, in the order the items were first listed. */
export function onePerItem(offers: readonly RestOffer[], now: Date = new Date()): RestOffer[] {
  const best = new Map<string, RestOffer>();
  for (const offer of offers) {
    const key = `${offer.sellable.id}@${offer.supplier.id}`;
    const seen = best.get(key);
    best.set(key, seen ? better(seen, offer, now) : offer);
  }
  return [...best.values()];
}
