/**
 * Market mode keeps the signed-in shopper's basket on the server (for comparisons): after each
 * change, debounced, the lines are saved with `syncBasket` (basket-refresh.ts: the answer also
 * brings every line's offer as sold now) and the server cart id is kept in `cart-v1`. Visitors
 * who are not signed in are not synced; a stale session (the call says UNAUTHENTICATED) stops
 * syncing until the next explicit sync.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { useAccount } from '../account/account-store';
import { syncBasketNow } from './basket-refresh';
import { useCart } from './cart-store';

export const SYNC_DEBOUNCE_MS = 600;
let signedOut = false;

export function useBasketSync() {
  const { mode } = useAppConfig();
  const cart = useCart();
  const signedIn = useAccount() !== null;
  const client = useApolloClient();
  const first = useRef(true);

  const sync = useCallback(async (): Promise<string | null> => {
    try {
      const id = await syncBasketNow(client);
      signedOut = false;
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
  }, [client]);

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
