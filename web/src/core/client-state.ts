/**
 * The client's own state: checkout choices and idempotency keys, the order being edited, the
 * chosen branch, dismissed prompts, the page title. Each slice is declared once at module level
 * as a `StoreKind` (its initial state and how it is stored), and each request context holds its
 * own instances (`ClientStores`, made by the context's factory: docs/adr/0049): two contexts in
 * one process never share a slice's state. React reads a slice through `useStore`, which takes
 * the instances of the context it renders in. In the browser the persisted slices are written to
 * local storage under their own versioned key (or, for a choice the server renders with, to its
 * cookie: docs/adr/0075) on every change, restored when the page load's context first uses them,
 * and follow changes made in another tab of the shop. Server data is not
 * kept here: it lives in the Apollo cache.
 */
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../lib/cookies';
import { readStored, removeStored, writeStored, type StorageKey } from '../lib/storage';
import { useOptionalRequestContext } from './request-context';

/** One context's instance of a slice. */
export interface Store<T> {
  get(): T;
  /** Applies a change; returning the same object changes nothing and notifies nobody. */
  update(change: (current: T) => T): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** Reads the stored copy again (another tab wrote it, or a test changed it). */
  reload(): void;
}

/** A choice the server renders with: its home is its cookie, which every request carries. */
export type CookieKey = 'sf_branch';

/** Where a slice is kept: a local storage key, or a cookie (whose value is a string). */
type PersistedAt = { key: StorageKey; inCookie?: false } | { key: CookieKey; inCookie: true };

export type Persistence<T> = PersistedAt & {
  /** Turns what is stored (anything, maybe corrupt or from an older version) into a state. */
  restore: (stored: unknown) => T;
  /** What to store; `null` removes the entry. Defaults to the state itself. */
  save?: (state: T) => unknown;
};

function readPersisted(at: PersistedAt): unknown {
  return at.inCookie ? readCookie(at.key) : readStored<unknown>(at.key, null);
}

function writePersisted(at: PersistedAt, saved: unknown): void {
  if (at.inCookie) writeCookie(at.key, saved === null ? null : String(saved));
  else if (saved === null) removeStored(at.key);
  else writeStored(at.key, saved);
}

function sameStored(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The Cookie Store API's change event, where the browser has it (not in every browser yet). */
interface CookieChanges extends Event {
  changed: ReadonlyArray<{ name?: string }>;
  deleted: ReadonlyArray<{ name?: string }>;
}

/**
 * Reloads `store` when another tab may have changed what it keeps: local storage says so (a
 * `storage` event); so does the Cookie Store API for a cookie (a branch chosen in a tab beside
 * this one shows here at once), and where a browser lacks it the cookie is read again when this
 * tab comes back to the front.
 */
function followOtherTabs<T>(persistence: Persistence<T>, store: Store<T>): void {
  if (!persistence.inCookie) {
    window.addEventListener('storage', (event) => {
      if (event.key === persistence.key || event.key === null) store.reload();
    });
    return;
  }
  const reloadIfChanged = () => {
    if (!sameStored(persistence.restore(readCookie(persistence.key)), store.get())) store.reload();
  };
  window.addEventListener('focus', reloadIfChanged);
  document.addEventListener('visibilitychange', reloadIfChanged);
  const cookieStore = (window as { cookieStore?: EventTarget }).cookieStore;
  cookieStore?.addEventListener('change', (event) => {
    const { changed, deleted } = event as CookieChanges;
    if ([...changed, ...deleted].some((cookie) => cookie.name === persistence.key))
      reloadIfChanged();
  });
}

/** A slice as declared: no state of its own; each context's `ClientStores` makes its instance. */
export interface StoreKind<T> {
  readonly initial: T;
  readonly persistence?: Persistence<T>;
  /** Called with each browser instance once made (a slice mirrored into a reactive variable). */
  readonly connect?: (store: Store<T>) => void;
}

export function defineStore<T>(
  initial: T,
  persistence?: Persistence<T>,
  connect?: (store: Store<T>) => void,
): StoreKind<T> {
  return { initial, persistence, connect };
}

/**
 * A store outside any context (a unit test of a store's own behaviour). In the browser the
 * persisted ones read and write local storage; on the server (`restoreFrom`) it holds what the
 * request carried and writes nothing.
 */
export function createStore<T>(
  initial: T,
  persistence?: Persistence<T>,
  restoreFrom?: { storeStates: Record<string, unknown> },
): Store<T> {
  const inBrowser = !restoreFrom;
  const load = () => {
    if (!persistence) return initial;
    const stored = restoreFrom
      ? (restoreFrom.storeStates[persistence.key] ?? null)
      : readPersisted(persistence);
    return persistence.restore(stored);
  };
  let state = load();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const write = (next: T) => {
    if (!persistence || !inBrowser) return;
    writePersisted(persistence, persistence.save ? persistence.save(next) : next);
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
  };

  if (persistence && inBrowser && typeof window !== 'undefined') {
    followOtherTabs(persistence, store);
  }
  return store;
}

/**
 * One request context's instances of every slice, each made the first time it is used. The
 * browser's page load has one (its persisted slices in local storage); a server render one per
 * request, each slice restored from what the request carried (`storeStates`), writing nothing.
 */
export class ClientStores {
  private readonly made = new Map<StoreKind<unknown>, Store<unknown>>();
  // One hydration snapshot per slice, so React sees the same object on every call.
  private readonly hydration = new Map<StoreKind<unknown>, { from: unknown; state: unknown }>();

  constructor(
    readonly where: 'browser' | 'server',
    /** The stored states the page was rendered with, by key (`suppliers-v1`). */
    readonly storeStates: Record<string, unknown> = {},
  ) {}

  of<T>(kind: StoreKind<T>): Store<T> {
    let store = this.made.get(kind as StoreKind<unknown>) as Store<T> | undefined;
    if (!store) {
      store =
        this.where === 'server'
          ? createStore(kind.initial, kind.persistence, this)
          : createStore(kind.initial, kind.persistence);
      this.made.set(kind as StoreKind<unknown>, store as Store<unknown>);
      if (this.where === 'browser') kind.connect?.(store);
    }
    return store;
  }

  /**
   * What a server render shows, and hydration must show first: on the server this request's
   * state; in the browser the state the page was rendered with (docs/adr/0029, 0049), or the
   * slice's own object when this browser stores the same (a first visit: nothing), so nothing
   * re-renders every reader after hydration (one long task on a slow phone).
   */
  serverState<T>(kind: StoreKind<T>): T {
    if (this.where === 'server') return this.of(kind).get();
    const { persistence } = kind;
    if (!persistence) return kind.initial;
    const stored = this.storeStates[persistence.key] ?? null;
    const cached = this.hydration.get(kind as StoreKind<unknown>);
    if (cached?.from === stored) return cached.state as T;
    const state = sameStored(stored, readPersisted(persistence))
      ? this.of(kind).get()
      : persistence.restore(stored);
    this.hydration.set(kind as StoreKind<unknown>, { from: stored, state });
    return state;
  }
}

let page: ClientStores | null = null;

/**
 * The browser page load's stores, made with its context (`app/page-context.ts`): for the code
 * of the browser that has no context at hand (event handlers of the basket and order machinery).
 * A server render has no page load, so there the call fails where it was made (the render falls
 * back to the client page, logged): a module function reached during a render would otherwise
 * read initial state and write nowhere, unseen. The request's state is its context's `stores`,
 * as its client is (apollo/client.ts). A unit test that made no context gets a fresh set.
 */
export function pageStores(): ClientStores {
  if (import.meta.env.SSR) {
    throw new Error(
      "pageStores() in a server render: take the stores of the render's request context",
    );
  }
  page ??= new ClientStores('browser');
  return page;
}

/** Makes the browser's page-load stores (its context's); the ones of an earlier context go. */
export function createPageStores(storeStates: Record<string, unknown> = {}): ClientStores {
  page = new ClientStores('browser', storeStates);
  return page;
}

/** The page's instance of `kind`, for the browser's module functions (see `pageStores`). */
export function pageStore<T>(kind: StoreKind<T>): Store<T> {
  return pageStores().of(kind);
}

/** The stores of the context the component renders in (without one, a component test, the page load's). */
export function useClientStores(): ClientStores {
  return useOptionalRequestContext()?.stores ?? pageStores();
}

/**
 * The slice of the context the component renders in (without one, a component test, the page
 * load's), whole or the part `select` picks (re-renders only when that part changes).
 */
export function useStore<T>(kind: StoreKind<T>): T;
export function useStore<T, S>(kind: StoreKind<T>, select: (state: T) => S): S;
export function useStore<T, S>(kind: StoreKind<T>, select?: (state: T) => S): T | S {
  const stores = useClientStores();
  const store = stores.of(kind);
  const read: () => T | S = select ? () => select(store.get()) : store.get;
  // What the server render shows (React reads only this on the server): the request's state.
  const readServer = () => {
    const state = stores.serverState(kind);
    return select ? select(state) : state;
  };
  return useSyncExternalStore<T | S>(store.subscribe, read, readServer);
}
