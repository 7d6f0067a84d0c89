/**
 * The basket offline: the gateway's last answer for it is kept on the device (IndexedDB
 * `shopfront-cache`, entry `basket-v1`: a copy of an answer, like the orders seen, and forgotten
 * when the shopper signs out), and put in the cache when the gateway cannot be asked at start, so
 * a reload during load-shedding still shows the basket. Online, the gateway's answer is the basket.
 */
import type { ApolloClient } from '@apollo/client';
import { hasDeviceCache, readEntry, updateEntry } from '../../core/device-cache';
import { BasketDocument, type BasketQuery } from './Basket.generated';

const KEY = 'basket-v1';

function isBasketAnswer(kept: unknown): kept is BasketQuery {
  const basket = (kept as Partial<BasketQuery> | null)?.basket;
  return !!basket && typeof basket.id === 'string' && Array.isArray(basket.lines);
}

/** Keeps every answer of the gateway for the basket (never a change not yet answered). */
function keepAnswers(client: ApolloClient): void {
  let last: unknown = null;
  client.cache.watch({
    query: BasketDocument,
    optimistic: false,
    callback: (diff) => {
      if (!diff.complete || diff.result === last) return;
      last = diff.result;
      const answer = diff.result;
      void updateEntry(KEY, () => answer).catch(() => undefined);
    },
  });
}

/**
 * Reads the basket at start; when the gateway cannot be asked (offline), the copy kept on the
 * device goes into the cache instead. Then keeps the copy in step.
 */
export async function startBasket(client: ApolloClient): Promise<void> {
  if (!hasDeviceCache()) return;
  try {
    await client.query({ query: BasketDocument });
  } catch {
    try {
      const kept = await readEntry(KEY);
      if (isBasketAnswer(kept) && !client.cache.readQuery({ query: BasketDocument }))
        client.cache.writeQuery({ query: BasketDocument, data: kept });
    } catch {
      // No IndexedDB (private mode): the basket shows once the gateway answers.
    }
  }
  keepAnswers(client);
}
