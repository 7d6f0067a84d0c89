/**
 * What Buy again puts in the basket (docs/adr/0035), for the browser's flow (buy-again.ts) and the
 * server's page (BuyAgainPage.tsx) alike: each line still sold at the order's branch, at its
 * current offer, on top of what the basket holds of it, unless the basket is replaced. In agency
 * mode a basket holds one branch: a basket holding another branch's lines is replaced.
 */
import type { CartState } from '../basket/cart-store';
import { toCartOffer } from '../offers/offer-model';
import type { OrderBuyAgainQuery } from './OrderBuyAgain.generated';

export type BuyAgainOrder = NonNullable<NonNullable<OrderBuyAgainQuery['viewer']>['order']>;

export interface BuyAgainLine {
  offerId: string;
  sellableId: string;
  supplierId: string;
  quantity: number;
  seenPriceInCents: number;
}

/** Whether buying `order` again replaces the basket (agency mode, another branch's lines in it). */
export function replacesBasket(
  order: Pick<BuyAgainOrder, 'supplierId'>,
  basket: CartState,
  agency: boolean,
  chosenBranchId: string | undefined,
): boolean {
  return agency && basket.items.length > 0 && chosenBranchId !== order.supplierId;
}

/** The lines to set: the order's, each added to what `held` holds of it (none when replacing). */
export function buyAgainLines(order: BuyAgainOrder, held: CartState | null): BuyAgainLine[] {
  const offers = new Map(order.offers.map((offer) => [offer.id, offer]));
  return order.buyAgain.lines.flatMap((line) => {
    const offer = offers.get(line.offerId);
    if (!offer) return [];
    const { id, sellableId, supplierId, priceInCents } = toCartOffer(offer);
    const before = held?.items.find((item) => item.offerId === id)?.quantity ?? 0;
    return [
      {
        offerId: id,
        sellableId,
        supplierId,
        quantity: before + line.quantity,
        seenPriceInCents: priceInCents,
      },
    ];
  });
}
