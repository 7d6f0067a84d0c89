/**
 * Local storage under versioned keys (`account-v1`, `cart-v1`, `suppliers-v1`, `orders-v1`,
 * `checkout-v1`). Reads tolerate missing or corrupt entries; writes tolerate a full or blocked store.
 */
export type StorageKey =
  'account-v1' | 'cart-v1' | 'suppliers-v1' | 'orders-v1' | 'checkout-v1' | 'locale-v1';

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
