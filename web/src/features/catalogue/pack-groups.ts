/**
 * A product's offers in Price comparison mode, grouped by pack ("1 l", "2 l"): a price is compared
 * with the prices of the same pack, and across packs by the shelf unit price (per litre, per kg),
 * where a bigger pack at a higher price can be the cheaper buy.
 */
import { startsLater, type Offer } from '../offers/offer-model';

export interface PackGroup {
  /** The pack as the legacy API names it, e.g. `2 l`. */
  pack: string;
  /** The offers of this pack, cheapest first. */
  offers: Offer[];
  /** The cheapest offer of this pack the shopper can buy now, else its cheapest. */
  cheapest: Offer;
}

/** The shopper can buy it now: in stock and not a special that starts later. */
export const buyableNow = (offer: Offer) => !offer.outOfStock && !startsLater(offer);

const byPrice = (a: Offer, b: Offer) => a.priceInCents - b.priceInCents;

/** Groups, smallest pack first (by its measurement), each group's offers cheapest first. */
export function packGroups(offers: readonly Offer[]): PackGroup[] {
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const list = groups.get(offer.sellable.pack);
    if (list) list.push(offer);
    else groups.set(offer.sellable.pack, [offer]);
  }
  return [...groups.entries()]
    .map(([pack, list]) => {
      const sorted = [...list].sort(byPrice);
      return { pack, offers: sorted, cheapest: sorted.find(buyableNow) ?? sorted[0]! };
    })
    .sort(
      (a, b) =>
        a.offers[0]!.sellable.measurement - b.offers[0]!.sellable.measurement ||
        a.pack.localeCompare(b.pack),
    );
}

/** Units a unit price can be compared in across packs (`each` is per pack: not comparable). */
const COMPARABLE_UNITS = new Set(['l', 'kg']);

/**
 * The offer with the lowest unit price the shopper can buy now, when the product comes in
 * several packs priced per the same litre or kilogram; else null (one pack says it all).
 */
export function cheapestPerUnit(groups: readonly PackGroup[]): Offer | null {
  if (groups.length < 2) return null;
  const offers = groups.flatMap((group) => group.offers);
  const units = new Set(offers.map((offer) => offer.priceUnit));
  const [unit] = units;
  if (units.size !== 1 || !unit || !COMPARABLE_UNITS.has(unit)) return null;
  const buyable = offers.filter(buyableNow);
  if (!buyable.length) return null;
  return buyable.reduce((best, offer) =>
    offer.unitPriceInCents < best.unitPriceInCents ? offer : best,
  );
}
