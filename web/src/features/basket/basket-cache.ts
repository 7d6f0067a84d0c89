/**
 * The basket's offers in the Apollo cache survive a reload, offline too: whenever the cache's copy
 * of a basket line's offer changes (or the basket does), the basket's offers are written to
 * IndexedDB (`shopfront-cache`, entry `basket-offers-v1`: the `BasketOffer_offer` fragment of each
 * line, nothing else of the cache), and written back into the cache at start for the offers the
 * cache does not hold yet. Local storage keeps the shopper's intent only (cart-store.ts).
 *
 * A basket stored in the old shape (offer snapshots in `cart-v1`) hands its snapshots to the cache
 * here, once, so its lines show before any answer comes, offline too.
 *
 * Not `apollo3-cache-persist` (see persisted-viewer.ts): the basket needs a few entities, not the
 * whole cache, and those are re-read from the gateway whenever the shopper is online.
 */
import { InMemoryCache, type ApolloCache } from '@apollo/client';
import { apolloClient } from '../../apollo/client';
import { createStore, useStore } from '../../core/client-state';
import { hasDeviceCache, readEntry, updateEntry } from '../../core/device-cache';
import {
  BasketOffer_OfferFragmentDoc,
  type BasketOffer_OfferFragment,
} from './BasketOffer_offer.generated';
import { getCart, subscribeCart, takeMigratedSnapshots } from './cart-store';
import { snapshotAsOffer } from './migrate-snapshot';

const KEY = 'basket-offers-v1';
const FRAGMENT = { fragment: BasketOffer_OfferFragmentDoc, fragmentName: 'BasketOffer_offer' };

function idOf(cache: ApolloCache, offerId: string): string | undefined {
  return cache.identify({ __typename: 'Offer', id: offerId });
}

function cached(cache: ApolloCache, offerId: string): BasketOffer_OfferFragment | null {
  return cache.readFragment({ ...FRAGMENT, id: idOf(cache, offerId) });
}

/** Writes an offer the cache lacks (a fresher answer already there wins). */
function writeMissing(cache: ApolloCache, offer: BasketOffer_OfferFragment): void {
  if (cached(cache, offer.id)) return;
  try {
    cache.writeFragment({ ...FRAGMENT, id: idOf(cache, offer.id), data: offer });
  } catch {
    // An entry of an older shape: the next answer from the gateway brings the offer.
  }
}

/** What the device holds, by offer id: kept for lines the cache has not got (yet). */
const stored = new Map<string, BasketOffer_OfferFragment>();

function remember(kept: unknown): void {
  if (!Array.isArray(kept)) return;
  for (const offer of kept as BasketOffer_OfferFragment[])
    if (typeof offer?.id === 'string') stored.set(offer.id, offer);
}

/**
 * The basket's offers: the cache's copy, else the one stored (by this tab or another: the basket
 * is shared by every tab), so no line's offer is ever dropped.
 */
function basketOffers(cache: ApolloCache, kept: unknown): BasketOffer_OfferFragment[] {
  remember(kept);
  return getCart().items.flatMap((line) => {
    const offer = cached(cache, line.offerId) ?? stored.get(line.offerId);
    return offer ? [offer] : [];
  });
}

function keepInStep(cache: ApolloCache, persist: boolean): void {
  let queued = false;
  // Written at once (changes in one task coalesce): the shopper may leave the page right after
  // adding, and the next page load must find the offer.
  const save = () => {
    if (!persist || queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void updateEntry(KEY, (kept) => basketOffers(cache, kept)).catch(() => undefined);
    });
  };
  let unwatch = () => {};
  const watch = () => {
    unwatch();
    const ids = getCart().items.map((line) => idOf(cache, line.offerId));
    // Nothing in the cache's root may point at a basket offer: keep them through a `gc()`.
    const memory = cache instanceof InMemoryCache ? cache : null;
    for (const id of ids) if (id) memory?.retain(id);
    const from = getCart().items.map((line) => ({
      __typename: 'Offer' as const,
      id: line.offerId,
    }));
    const subscription = cache.watchFragment({ ...FRAGMENT, from }).subscribe(save);
    unwatch = () => {
      subscription.unsubscribe();
      for (const id of ids) if (id) memory?.release(id);
    };
    save();
  };
  let ids = '';
  subscribeCart(() => {
    const next = getCart()
      .items.map((line) => line.offerId)
      .join(',');
    if (next === ids) return;
    ids = next;
    // Another tab may have added a line: its offer is in what that tab stored.
    if (persist)
      void readEntry(KEY)
        .then((kept) => {
          remember(kept);
          for (const offer of stored.values()) writeMissing(cache, offer);
        })
        .catch(() => undefined);
    watch();
  });
  ids = getCart()
    .items.map((line) => line.offerId)
    .join(',');
  watch();
}

/** Offers of old-shape lines met since the last call (at start, or a restore after it). */
function writeMigratedSnapshots(cache: ApolloCache): void {
  for (const snapshot of takeMigratedSnapshots()) {
    const offer = snapshotAsOffer(snapshot);
    if (offer) writeMissing(cache, offer);
  }
}

async function start(cache: ApolloCache): Promise<void> {
  writeMigratedSnapshots(cache);
  if (!hasDeviceCache()) {
    keepInStep(cache, false);
    return;
  }
  try {
    const kept = await readEntry(KEY);
    remember(kept);
    for (const offer of stored.values()) writeMissing(cache, offer);
  } catch {
    // No IndexedDB (private mode, quota): the basket's offers come from the gateway.
  }
  keepInStep(cache, true);
}

let started: Promise<void> | null = null;
const restored = createStore(false);

/** The offers kept on the device are back in the cache (screens wait for it before deciding). */
export function useBasketRestored(): boolean {
  return useStore(restored);
}

/**
 * Starts the persistence once (the first reader of the basket calls it); resolves once the stored
 * offers are back in the cache. Loaders await it before reading the basket: a local read.
 */
export function ensureBasketCache(cache: ApolloCache = apolloClient.cache): Promise<void> {
  // A basket of the old shape may also arrive after start (another tab running an older build
  // writes it): its offers go to the cache the next time the basket is read.
  if (started) writeMigratedSnapshots(cache);
  started ??= start(cache).finally(() => restored.set(true));
  return started;
}
