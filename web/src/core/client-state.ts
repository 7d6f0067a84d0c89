/**
 * The client's own state: basket lines, checkout choices and idempotency keys, the order being
 * edited, the chosen branch, dismissed prompts, the page title. Every slice is a `Store` made
 * here and read in React through `useStore`; the persisted ones are written to local storage
 * under their own versioned key on every change, restored on start, and follow changes made in
 * another tab of the shop (so two tabs never overwrite each other's basket with a stale copy).
 * Server data is not kept here: it lives in the Apollo cache.
 */
import { useSyncExternalStore } from 'react';
import { readStored, removeStored, writeStored, type StorageKey } from '../lib/storage';
import { useOptionalRequestContext, type RequestContext } from './request-context';

export interface Store<T> {
  get(): T;
  /** Applies a change; returning the same object changes nothing and notifies nobody. */
  update(change: (current: T) => T): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** Reads the stored copy again (another tab wrote it, or a test changed it). */
  reload(): void;
  /**
   * What a server render shows (and hydration must show first): the state the page's request
   * context was rendered with for this store's key, else the state with nothing stored
   * (docs/adr/0029, 0049). Without a context (a component test), the browser's page load.
   */
  serverState(context: Pick<RequestContext, 'where' | 'storeStates'> | null): T;
}

function sameStored(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export interface Persistence<T> {
  key: StorageKey;
  /** Turns what is stored (anything, maybe corrupt or from an older version) into a state. */
  restore: (stored: unknown) => T;
  /** What to store; `null` removes the entry. Defaults to the state itself. */
  save?: (state: T) => unknown;
}

export function createStore<T>(initial: T, persistence?: Persistence<T>): Store<T> {
  const load = () =>
    persistence ? persistence.restore(readStored<unknown>(persistence.key, null)) : initial;
  let state = load();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  // One object per stored value, so React sees the same server snapshot on every call.
  let serverCache: { from: unknown; state: T } | null = null;
  const serverState: Store<T>['serverState'] = (context) => {
    if (!persistence) return initial;
    const stored = context?.storeStates[persistence.key] ?? null;
    const inBrowser = (context?.where ?? 'browser') === 'browser';
    // On the server every request restores its own (never the cached object of another).
    if (!inBrowser) return persistence.restore(stored);
    if (serverCache?.from !== stored) {
      // Hydrating a page rendered with what this browser stores too (a first visit: nothing),
      // React gets this store's own object: the same snapshot after hydration, so no re-render
      // of every reader (the shell and all below it, in one long task on a slow phone).
      const same = sameStored(stored, readStored<unknown>(persistence.key, null));
      serverCache = { from: stored, state: same ? state : persistence.restore(stored) };
    }
    return serverCache.state;
  };

  const write = (next: T) => {
    if (!persistence) return;
    const saved = persistence.save ? persistence.save(next) : next;
    if (saved === null) removeStored(persistence.key);
    else writeStored(persistence.key, saved);
  };

  const store: Store<T> = {
    get: () => state,
    update(change) {
      const next = change(state);
      if (next !== state) store.set(next);
      return state;
    },
    set(next) {
      state = next;
      write(next);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reload() {
      state = load();
      notify();
    },
    serverState,
  };

  if (persistence && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === persistence.key || event.key === null) store.reload();
    });
  }
  return store;
}

/** The whole slice, or the part `select` picks (re-renders only when that part changes). */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, select?: (state: T) => S): T | S {
  const context = useOptionalRequestContext();
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  // What the server render shows (React reads only this on the server): the request's state,
  // never what the module holds.
  const readServer = () => {
    const state = store.serverState(context);
    return select ? select(state) : state;
  };
  return useSyncExternalStore<T | S>(store.subscribe, read, readServer);
}
