/**
 * Re-checks the stored basket when it opens: each line's offer is read again at its branch, so a
 * line that went out of stock (or is no longer sold) shows so at once, with the price it will be
 * charged. The gateway reads these live, past its catalogue cache. Once per visit; a failed read
 * keeps the basket as it is (never empties it). Skipped when the shopper comes straight from a
 * checkout check of the same lines: that check has just asked the legacy API the same question.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { BasketRecheckDocument } from './BasketRecheck.generated';
import { toCartOffer } from '../offers/offer-model';
import { getCart, refreshOffers, type CartOffer } from './cart-store';

export function useBasketRecheck({ justChecked = false } = {}): void {
  const client = useApolloClient();
  useEffect(() => {
    const lines = getCart().items;
    if (lines.length === 0 || justChecked) return;
    let cancelled = false;
    client
      .query({
        query: BasketRecheckDocument,
        variables: {
          items: lines.map(({ offer }) => ({
            offerId: offer.id,
            sellableId: offer.sellableId,
            supplierId: offer.supplierId,
          })),
        },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (cancelled || !data) return;
        const stored = new Map(getCart().items.map((line) => [line.offer.id, line.offer]));
        const fresh: CartOffer[] = [];
        for (const check of data.basketOffers) {
          const before = stored.get(check.offerId);
          if (!before) continue;
          // No longer sold at that branch: kept, set apart as out of stock to remove or replace.
          fresh.push(check.offer ? toCartOffer(check.offer) : { ...before, outOfStock: true });
        }
        refreshOffers(fresh);
      })
      .catch(() => {
        // Offline or the shop is busy: the stored basket stays as it was.
      });
    return () => {
      cancelled = true;
    };
  }, [client, justChecked]);
}
