/**
 * Local storage under versioned keys (`account-v1`, `cart-v1`, `suppliers-v1`, `orders-v1`,
 * `checkout-v1`). Reads tolerate missing or corrupt entries; writes tolerate a full or blocked store.
 */
export type StorageKey =
  | 'account-v1'
  | 'cart-v1'
  | 'suppliers-v1'
  | 'orders-v1'
  | 'checkout-v1'
  | 'locale-v1'
  | 'locale-chosen-v1'
  | 'app-v1'
  | 'search-v1'
  | 'ads-v1'
  | 'viewer-v1'
  | 'place-v1'
  | 'compare-v1';

/** Entries the previous client kept for cart items, the account and its cache. */
export const LEGACY_KEYS = ['cart_items', 'cartItems', 'cart', 'account', 'cache', 'vuex'];

export function readStored<T>(key: StorageKey, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the app keeps working with in-memory state.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: the store is unavailable.
  }
}

/** Called once on start: drops the legacy entries so they cannot shadow the versioned ones. */
export function removeLegacyKeys(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    LEGACY_KEYS.forEach((key) => storage?.removeItem(key));
  } catch {
    // Storage blocked: nothing stored to remove.
  }
}
