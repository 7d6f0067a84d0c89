/**
 * The orders a shopper looked at survive a reload offline: each order page's answer
 * (`OrderDetail`, the order as the page shows it) is kept in IndexedDB (`shopfront-cache`, entry
 * `orders-seen-v1`), the newest few, under the id of the shopper who saw them, and written back
 * into the Apollo cache by the order route's loader when the cache lacks that order. Online the
 * page still asks the gateway at once (cache-and-network); offline it shows the order as last
 * seen, with the offline banner, instead of "You are offline".
 *
 * The shopper's own data, so never in the service worker's caches (shared by URL): it is given
 * back only to the same signed-in shopper, and forgotten when the shopper signs out (on any page:
 * core/device-cache.ts) or another signs in (the `AccountSession` viewer in the cache, itself
 * persisted by persisted-viewer.ts).
 * Local storage keeps intent only; this, like the basket's offers (basket-cache.ts), is a copy of
 * server answers (ADR 31).
 */
import type { ApolloCache } from '@apollo/client';
import { apolloClient } from '../../apollo/client';
import {
  AccountSessionDocument,
  type AccountSessionQuery,
} from '../../core/session/AccountSession.generated';
import { OrderDetailDocument, type OrderDetailQuery } from './OrderDetail.generated';
import { deleteEntry, hasDeviceCache, readEntry, updateEntry } from '../../core/device-cache';

const KEY = 'orders-seen-v1';
/** Orders kept: the ones a shopper comes back to are the last few. */
const KEEP = 10;

interface SeenOrders {
  viewerId: string;
  /** Newest first. */
  orders: { id: string; data: OrderDetailQuery }[];
}

function isSeenOrders(value: unknown): value is SeenOrders {
  const { viewerId, orders } = (value ?? {}) as Partial<SeenOrders>;
  return typeof viewerId === 'string' && Array.isArray(orders);
}

/** The signed-in shopper's viewer id as the cache holds it, or null for a visitor. */
function signedInViewer(cache: ApolloCache): string | null {
  const session = cache.readQuery<AccountSessionQuery>({ query: AccountSessionDocument });
  return session?.viewer?.account ? session.viewer.id : null;
}

const forget = () => deleteEntry(KEY).catch(() => undefined);

let watching = false;

/** Forgets the orders kept once the cache's shopper is gone or another one (once per page). */
function forgetWhenShopperLeaves(cache: ApolloCache): void {
  if (watching) return;
  watching = true;
  let viewer = signedInViewer(cache);
  cache.watch<AccountSessionQuery>({
    query: AccountSessionDocument,
    optimistic: false,
    callback: (diff) => {
      const next = diff.result?.viewer?.account ? (diff.result.viewer.id ?? null) : null;
      if (next === viewer) return;
      // A first answer for the same shopper restored from the device is no change.
      if (viewer !== null) void forget();
      viewer = next;
    },
  });
}

/**
 * Writes order `id` as last seen into the cache when the cache lacks it and the signed-in shopper
 * saw it; the order route's loader awaits this (a local read) before asking the gateway.
 */
export async function restoreSeenOrder(
  id: string,
  cache: ApolloCache = apolloClient.cache,
): Promise<void> {
  if (!hasDeviceCache() || !id) return;
  forgetWhenShopperLeaves(cache);
  const query = { query: OrderDetailDocument, variables: { id } };
  if (cache.readQuery<OrderDetailQuery>(query)?.viewer?.order) return;
  const viewer = signedInViewer(cache);
  if (!viewer) return;
  try {
    const kept = await readEntry(KEY);
    if (!isSeenOrders(kept)) return;
    if (kept.viewerId !== viewer) {
      await forget();
      return;
    }
    const seen = kept.orders.find((order) => order.id === id);
    // Asked again meanwhile (an answer came first): the fresher answer stays.
    if (seen && !cache.readQuery<OrderDetailQuery>(query)?.viewer?.order)
      cache.writeQuery({ ...query, data: seen.data });
  } catch {
    // No IndexedDB (private mode, quota) or an entry of an older shape: the gateway answers.
  }
}

/**
 * Keeps order `id` as the cache holds it now (the whole `OrderDetail` answer, unmasked) as the
 * newest order seen. The order page calls it whenever its order changes.
 */
export async function keepSeenOrder(
  id: string,
  cache: ApolloCache = apolloClient.cache,
): Promise<void> {
  if (!hasDeviceCache()) return;
  const data = cache.readQuery<OrderDetailQuery>({ query: OrderDetailDocument, variables: { id } });
  if (!data?.viewer?.order) return;
  const viewerId = data.viewer.id;
  try {
    await updateEntry(KEY, (kept): SeenOrders => {
      const others =
        isSeenOrders(kept) && kept.viewerId === viewerId
          ? kept.orders.filter((order) => order.id !== id)
          : [];
      return { viewerId, orders: [{ id, data }, ...others].slice(0, KEEP) };
    });
  } catch {
    // Not kept: offline, this order shows "You are offline" as before.
  }
}
