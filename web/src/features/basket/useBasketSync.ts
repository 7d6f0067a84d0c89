/**
 * Market mode keeps the signed-in shopper's basket on the server (for comparisons): after each
 * change, debounced, the lines are saved with `syncBasket` and the server cart id is kept in
 * `cart-v1`. Quantity changes show at once (the local store, and an optimistic cache update of
 * the server cart). Visitors who are not signed in are not synced; a stale session (the call
 * says UNAUTHENTICATED) stops syncing until the next explicit sync.
 */
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useCallback, useEffect, useRef } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { SyncBasketDocument } from './SyncBasket.generated';
import { useAccount } from '../account/account-store';
import { getPosition } from '../../core/position';
import { getCart, setServerCartId, useCart, type CartState } from './cart-store';

export const SYNC_DEBOUNCE_MS = 600;
let signedOut = false;

export function cartLines(cart: CartState) {
  return cart.items.map((line) => ({ offerId: line.offer.id, quantity: line.qty }));
}

export function useBasketSync() {
  const { mode } = useAppConfig();
  const cart = useCart();
  const signedIn = useAccount() !== null;
  const [mutate] = useMutation(SyncBasketDocument);
  const first = useRef(true);

  const sync = useCallback(async (): Promise<string | null> => {
    const current = getCart();
    const position = await getPosition();
    const cartId = current.serverCartId ?? undefined;
    try {
      const result = await mutate({
        variables: {
          input: {
            cartId,
            items: cartLines(current),
            location: { latitude: position.lat, longitude: position.lon },
          },
        },
        optimisticResponse: cartId
          ? {
              syncBasket: {
                __typename: 'SyncBasketPayload',
                errors: [],
                cart: {
                  __typename: 'Cart',
                  id: cartId,
                  items: current.items.map((line) => ({
                    __typename: 'CartLine',
                    quantity: line.qty,
                    offer: { __typename: 'Offer', id: line.offer.id },
                  })),
                },
              },
            }
          : undefined,
      });
      const id = result.data?.syncBasket.cart?.id ?? null;
      signedOut = false;
      if (id) setServerCartId(id);
      return id;
    } catch (error) {
      if (
        CombinedGraphQLErrors.is(error) &&
        error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
      ) {
        signedOut = true;
        return null;
      }
      throw error;
    }
  }, [mutate]);

  useEffect(() => {
    if (mode !== 'MARKET' || !signedIn) return;
    if (first.current) {
      first.current = false;
      return;
    }
    if (signedOut) return;
    const timer = window.setTimeout(() => void sync().catch(() => undefined), SYNC_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [cart.items, mode, signedIn, sync]);

  return sync;
}
