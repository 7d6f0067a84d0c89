/**
 * Items added to the order being edited are checked with `validatePicks` as they arrive: an out-of-stock or expired item is taken off the list, a changed price replaces the
 * one the shopper saw, and the editor says which. The order itself is not touched.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { OrderCheckPicksDocument } from './OrderCheckPicks.generated';
import {
  afterPickCheck,
  uncheckedPicks,
  type PendingModification,
} from '../../core/order-modifications';
import { applyPickCheck } from '../../core/orders-store';

export interface PickNews {
  dropped: string[];
  repriced: Array<{ name: string; priceInCents: number }>;
}

export function usePickCheck(
  orderId: string,
  modifications: PendingModification[],
): PickNews | null {
  const [checkPicks] = useMutation(OrderCheckPicksDocument);
  const [news, setNews] = useState<PickNews | null>(null);
  const unchecked = uncheckedPicks(modifications);
  const key = JSON.stringify(unchecked.map((item) => [item.offerId, item.quantity]));

  useEffect(() => {
    if (unchecked.length === 0) return;
    let current = true;
    const items = unchecked.map((item) => ({
      offerId: item.offerId,
      quantity: item.quantity,
      seenPriceInCents: item.seenPriceInCents,
    }));
    checkPicks({ variables: { input: { items } } })
      .then((response) => {
        const checked = response.data?.validatePicks.items;
        if (!current || !checked) return;
        const outcome = applyPickCheck(orderId, (list) => afterPickCheck(list, checked));
        if (outcome.dropped.length > 0 || outcome.repriced.length > 0) setNews(outcome);
      })
      // Unchecked items are checked again when the changes are: "Update order" reports them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // `key` names the unchecked items; the list itself is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, orderId, checkPicks]);

  return news;
}
