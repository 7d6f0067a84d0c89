/**
 * The part of the Apollo cache the shop needs offline that the service worker cannot give back:
 * who is signed in (the `AccountSession` answer). It is written to local storage (`viewer-v1`)
 * whenever it changes in the cache and put back into the cache at start, so a reload (offline
 * too) shows the signed-in shopper at once; `confirmSession` then checks it with the gateway.
 * Signing out, or a session found ended, evicts the viewer from the cache: the entry goes with it,
 * so one shopper's data never shows to the next. Another tab's sign-in or sign-out follows here.
 *
 * Not `apollo3-cache-persist`: it declares `@apollo/client ^3` only, and persisting the whole
 * cache would keep branch-scoped prices (read cache-first) across visits with no expiry; the
 * catalogue's offline copy is the service worker's (core/offline-cache.ts).
 */
import type { ApolloCache } from '@apollo/client';
import {
  AccountSessionDocument,
  type AccountSessionQuery,
} from '../core/session/AccountSession.generated';
import { readStored, removeStored, writeStored } from '../lib/storage';

const KEY = 'viewer-v1';

/** A stored answer the cache can take: a viewer with an account, or nothing. */
function isStoredViewer(value: unknown): value is AccountSessionQuery {
  if (typeof value !== 'object' || value === null) return false;
  const viewer = (value as { viewer?: unknown }).viewer;
  if (typeof viewer !== 'object' || viewer === null) return false;
  const { id, account } = viewer as { id?: unknown; account?: unknown };
  return typeof id === 'string' && typeof account === 'object' && account !== null;
}

function restore(cache: ApolloCache): void {
  const stored = readStored<unknown>(KEY, null);
  if (!isStoredViewer(stored)) {
    removeStored(KEY);
    return;
  }
  try {
    cache.writeQuery({ query: AccountSessionDocument, data: stored });
  } catch {
    // An entry of an older shape: forget it, the gateway answers who is signed in.
    removeStored(KEY);
  }
}

let writing = false;

/** The entry as `viewer` (from the cache) says: kept for a shopper, gone for a visitor. */
function keep(viewer: AccountSessionQuery['viewer'] | null | undefined): void {
  if (viewer?.account) writeStored(KEY, { viewer });
  else removeStored(KEY);
}

/**
 * Puts a server-rendered page's data into `cache` (hydration: docs/adr/0029). A restore tells no
 * watcher, so the entry is brought in step here: without it a signed-in shopper whose pages
 * were all the server's had no viewer on the device, and a reload offline showed "Log in" and
 * "You are offline" instead of the order they had just seen.
 */
export function restoreRenderedCache(cache: ApolloCache, snapshot: unknown): void {
  cache.restore(snapshot as never);
  keep(cache.readQuery<AccountSessionQuery>({ query: AccountSessionDocument })?.viewer);
}

/** Restores the stored viewer into `cache` and keeps the entry in step with it from now on. */
export function persistViewer(cache: ApolloCache): void {
  restore(cache);
  cache.watch<AccountSessionQuery>({
    query: AccountSessionDocument,
    optimistic: false,
    callback: (diff) => {
      if (writing) return;
      keep(diff.complete ? diff.result?.viewer : null);
    },
  });
  if (typeof window === 'undefined') return;
  // Another tab signed in or out: this tab's cache follows.
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY && event.key !== null) return;
    writing = true;
    try {
      if (event.newValue === null) cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
      else restore(cache);
      cache.gc();
    } finally {
      writing = false;
    }
  });
}
