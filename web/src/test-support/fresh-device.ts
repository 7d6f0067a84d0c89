/**
 * Before each test file (vitest `setupFiles`): the device is fresh. The web's test files share one
 * jsdom per worker (web/vite.config.ts, `isolate: false`), so local and session storage, cookies,
 * and the client stores restored from them, may hold what the file before left. Emptied storage
 * announced as another tab's `clear()` (a `storage` event with no key) makes every persisted store
 * reload from nothing, as it does in the shop; the stores kept in cookies (the branch) are read
 * again when the tab comes back to the front, as after another tab's change.
 */
if (typeof window !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  window.dispatchEvent(new Event('focus'));
}
