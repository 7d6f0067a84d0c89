/**
 * Before each test file (vitest `setupFiles`): the device is fresh. The web's test files share one
 * jsdom per worker (web/vite.config.ts, `isolate: false`), so local and session storage, and the
 * client stores restored from them, may hold what the file before left. Emptied storage announced
 * as another tab's `clear()` (a `storage` event with no key) makes every persisted store reload
 * from nothing, as it does in the shop.
 */
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
