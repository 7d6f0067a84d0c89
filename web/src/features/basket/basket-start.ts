/**
 * The basket at the page's start (the toolbar, on every page, starts it once): a basket this device kept itself before the gateway
 * kept baskets goes to the gateway first (migrate-cart-v1.ts), then the basket is read, from the
 * device's copy when offline (basket-offline.ts).
 */
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { deleteEntry, hasDeviceCache, readEntry } from '../../core/device-cache';
import { startBasket } from './basket-offline';
import { setBasketLines } from './cart-store';
import { setCompareDispatch } from './compare-prefs';
import { migrateStoredBasket } from './migrate-cart-v1';

let started: Promise<void> | null = null;

/** Once per page load, whoever asks. */
export function startBasketOnPage(client: ApolloClient): Promise<void> {
  started ??= start(client);
  return started;
}

async function start(client: ApolloClient): Promise<void> {
  await migrateStoredBasket({
    readKeptOffers: () => (hasDeviceCache() ? readEntry('basket-offers-v1') : Promise.resolve()),
    setLines: (lines) => setBasketLines(lines),
    forgetKeptOffers: () =>
      hasDeviceCache() ? deleteEntry('basket-offers-v1') : Promise.resolve(),
    keepCompareDispatch: setCompareDispatch,
  }).catch(() => false);
  await startBasket(client);
}

/** Starts the basket once the page is on screen (the shell's toolbar). */
export function useStartBasket(): void {
  const client = useApolloClient();
  useEffect(() => {
    void startBasketOnPage(client);
  }, [client]);
}
