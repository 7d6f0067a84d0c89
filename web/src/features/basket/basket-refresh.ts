/**
 * Reads the basket's offers again, as their branches sell them now, in one upstream call whatever
 * the basket's size: the signed-in shopper's basket is saved (`syncBasket`, which the comparison
 * and other devices use anyway) and the answer carries every line's offer in full, normalised
 * into the cache by id, so every screen showing these offers shows the new price or stock. A line
 * the answer no longer holds is no longer sold: its cached offer is marked out of stock.
 *
 * A visitor's basket is not read again: the legacy API reads offers by id only for a signed-in
 * shopper (one call per line otherwise), so it shows the offers as the catalogue last showed
 * them; signing in, or the checkout's validation, brings the current prices.
 */
import type { ApolloClient } from '@apollo/client';
import { apolloClient } from '../../apollo/client';
import { getAccountState } from '../account/account-store';
import { cartLines, getCart, setServerCartId } from './cart-store';
import { SyncBasketDocument } from './SyncBasket.generated';

/** Saves the basket now and puts its offers in the cache; the server cart's id, or null. */
export async function syncBasketNow(client: ApolloClient = apolloClient): Promise<string | null> {
  const current = getCart();
  const result = await client.mutate({
    mutation: SyncBasketDocument,
    variables: {
      input: { cartId: current.serverCartId ?? undefined, items: cartLines(current) },
    },
  });
  const cart = result.data?.syncBasket.cart;
  if (!cart) return null;
  setServerCartId(cart.id);
  const sold = new Set(cart.items.map((item) => item.offer.id));
  for (const line of current.items) {
    if (sold.has(line.offerId)) continue;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Offer', id: line.offerId }),
      fields: { outOfStock: () => true },
    });
  }
  return cart.id;
}

let inFlight: Promise<unknown> | null = null;

/** Refreshes the signed-in shopper's basket (one call at a time); nothing for a visitor. */
export function refreshBasket(client: ApolloClient = apolloClient): Promise<unknown> {
  if (!getAccountState().account || getCart().items.length === 0) return Promise.resolve();
  inFlight ??= syncBasketNow(client)
    .catch(() => {
      // Offline, signed out elsewhere or busy: the basket shows the cache's offers as they were.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
