/**
 * The facts a cross-branch search result states about a product: which of the searched branches
 * sell it and its cheapest offer the shopper can buy now. Read from the product's own offers (the
 * list its product page shows), not from one page of each branch's search, where a product can sit
 * on page 1 at one branch and page 2 at another.
 */
import type { RestOffer, RestSupplier } from '@shopfront/legacy-api';

export interface ProductFacts {
  cheapestOffer: RestOffer;
  cheapestAt: RestSupplier;
  branchCount: number;
}

/** In stock and already running (a special that starts later cannot be bought yet). */
export function buyableNow(offer: RestOffer, now: Date): boolean {
  if (offer.out_of_stock_at !== null) return false;
  return offer.start_at === null || new Date(offer.start_at).getTime() <= now.getTime();
}

/**
 * Facts over the offers sold at `branches` (each branch with its distance), or null when none of
 * them sells the product. The cheapest buyable offer wins, else the cheapest of all; a tie goes to
 * the nearer branch.
 */
export function productFacts(
  offers: readonly RestOffer[],
  branches: ReadonlyMap<number, RestSupplier>,
  now: Date,
): ProductFacts | null {
  const here = offers.filter((offer) => branches.has(offer.supplier.id));
  if (!here.length) return null;
  const buyable = here.filter((offer) => buyableNow(offer, now));
  const distance = (offer: RestOffer) => branches.get(offer.supplier.id)?.distance ?? Infinity;
  const [cheapest] = [...(buyable.length ? buyable : here)].sort(
    (a, b) => a.price_in_cents - b.price_in_cents || distance(a) - distance(b) || a.id - b.id,
  );
  const offer = cheapest as RestOffer;
  return {
    cheapestOffer: offer,
    cheapestAt: branches.get(offer.supplier.id) as RestSupplier,
    branchCount: new Set(here.map((o) => o.supplier.id)).size,
  };
}

/**
 * The offer a product card shows and adds: the cheapest buyable now, else the cheapest of all
 * (out of stock or not started); a tie goes to the older offer. Null without offers.
 */
export function cheapestBuyable(offers: readonly RestOffer[], now: Date): RestOffer | null {
  const buyable = offers.filter((offer) => buyableNow(offer, now));
  const [cheapest] = [...(buyable.length ? buyable : offers)].sort(
    (a, b) => a.price_in_cents - b.price_in_cents || a.id - b.id,
  );
  return cheapest ?? null;
}
