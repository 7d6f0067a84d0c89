/**
 * Which offers count now and what a line costs: an offer is live while published and inside its
 * dates; a stokvel (bulk) price applies only from its minimum quantity; otherwise the cheapest
 * live offer (a running promotion beats the shelf price).
 */
import { lookup } from '../state/lookup.js';
import type { OfferRecord, SimState } from '../state/types.js';

export function isLive(offer: OfferRecord, now: number): boolean {
  return (
    offer.published &&
    (offer.startAt === null || offer.startAt <= now) &&
    (offer.endAt === null || offer.endAt > now)
  );
}

export function isExpired(offer: OfferRecord, now: number): boolean {
  return offer.endAt !== null && offer.endAt <= now;
}

/** Out of stock when marked so or when a tracked shelf count reached 0. */
export function isInStock(offer: OfferRecord): boolean {
  return offer.outOfStockAt === null && (offer.stock === null || offer.stock > 0);
}

/** Live offers of a supplier for a sellable. */
export function liveOffers(
  state: SimState,
  supplierId: number,
  sellableId: number,
  now: number,
): OfferRecord[] {
  return (lookup(state).offersBySellable.get(sellableId) ?? []).filter(
    (offer) => offer.supplierId === supplierId && isLive(offer, now),
  );
}

/** The offer a shopper buying `qty` would pay: in stock first, then cheapest. */
export function bestOffer(
  state: SimState,
  supplierId: number,
  sellableId: number,
  qty: number,
  now: number,
): OfferRecord | null {
  const candidates = liveOffers(state, supplierId, sellableId, now).filter(
    (offer) => !offer.stokvel || (offer.stokvelMinQty ?? 0) <= qty,
  );
  if (!candidates.length) return null;
  return (
    [...candidates].sort(
      (a, b) => Number(isInStock(b)) - Number(isInStock(a)) || a.priceInCents - b.priceInCents,
    )[0] ?? null
  );
}

/** Offers shown in listings (search, product pages): live, not stokvel. */
export function listedOffers(offers: OfferRecord[], now: number): OfferRecord[] {
  return offers.filter((offer) => isLive(offer, now) && !offer.stokvel);
}
