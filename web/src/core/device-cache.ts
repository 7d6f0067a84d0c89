/**
 * Copies of server answers kept on this device for a reload offline, in IndexedDB (database
 * `shopfront-cache`, store `entries`, one entry per key): the last answer for the basket
 * (features/basket/basket-offline.ts) and the orders a shopper looked at (orders-seen-offline.ts).
 * Local storage keeps the device's own values only.
 *
 * The shopper's own entries go when the shopper leaves (signs out, or the session is found gone):
 * `forgetShopperOnDevice`, called by the sign-out code whatever page it runs on, so nothing of a
 * shopper stays at rest on a shared phone.
 */
const DB_NAME = 'shopfront-cache';
const STORE = 'entries';

export type DeviceEntry = 'basket-v1' | 'basket-offers-v1' | 'orders-seen-v1';

/** Entries that hold a shopper's own data, not public answers. */
const SHOPPER_ENTRIES: readonly DeviceEntry[] = ['orders-seen-v1', 'basket-v1'];

export const hasDeviceCache = (): boolean => typeof indexedDB !== 'undefined';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

/** One request in its own transaction. */
function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => {
          resolve(request.result);
          db.close();
        };
        request.onerror = () => {
          reject(request.error ?? new Error('indexedDB'));
          db.close();
        };
      }),
  );
}

/** What is stored under `key` (anything: maybe an older shape), or undefined. */
export function readEntry(key: DeviceEntry): Promise<unknown> {
  return run<unknown>('readonly', (store) => store.get(key));
}

export function deleteEntry(key: DeviceEntry): Promise<void> {
  return run('readwrite', (store) => store.delete(key)).then(() => undefined);
}

/** Replaces the entry in one transaction with `next(what is stored now)`. */
export function updateEntry(key: DeviceEntry, next: (kept: unknown) => unknown): Promise<void> {
  return openDb().then(
    (db) =>
      new Promise<void>((resolve, reject) => {
        const transaction = db.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        const read = store.get(key);
        read.onsuccess = () => store.put(next(read.result), key);
        transaction.oncomplete = () => {
          resolve();
          db.close();
        };
        transaction.onerror = () => {
          reject(transaction.error ?? new Error('indexedDB'));
          db.close();
        };
      }),
  );
}

/** Forgets every entry of the shopper's own data (best effort: no IndexedDB, nothing kept). */
export function forgetShopperOnDevice(): Promise<void> {
  if (!hasDeviceCache()) return Promise.resolve();
  return Promise.all(SHOPPER_ENTRIES.map(deleteEntry)).then(
    () => undefined,
    () => undefined,
  );
}
