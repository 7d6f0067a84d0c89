/**
 * "Buy again": a past order's lines rebuilt from its branch's current offers (the legacy order
 * offers call gives, for each item, the same offer or the best running one for that product).
 * Items with no running, in-stock offer are named as no longer available.
 */
import type { RestOffer, RestOrderItem } from '@shopfront/legacy-api';

export interface BuyAgain {
  lines: Array<{ offerId: string; quantity: number }>;
  unavailable: Array<{ sellableId: string; name: string }>;
}

export function buyAgain(items: readonly RestOrderItem[], offers: readonly RestOffer[]): BuyAgain {
  const result: BuyAgain = { lines: [], unavailable: [] };
  for (const item of items) {
    const offer = offers.find(
      (candidate) => candidate.sellable.id === item.sellable_id && !candidate.out_of_stock_at,
    );
    if (offer) result.lines.push({ offerId: String(offer.id), quantity: item.qty_ordered });
    else result.unavailable.push({ sellableId: String(item.sellable_id), name: item.name });
  }
  return result;
}
