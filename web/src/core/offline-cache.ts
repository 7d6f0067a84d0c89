/**
 * Registers the service worker (production builds) and, once it controls the page, fetches again
 * through it what the page loaded before it was in control (the route's code, the locale, the
 * first catalogue answers), so those are in its caches too: a reload offline right after the
 * first visit still shows the shop.
 */
import { registerSW } from 'virtual:pwa-register';

function loadedBeforeControl(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (url.pathname.startsWith('/assets/') || (url.pathname === '/graphql' && url.search !== '')),
    )
    .map((url) => url.href);
}

function refetchThroughWorker(): void {
  for (const url of new Set(loadedBeforeControl())) {
    // GraphQL GETs need the CSRF header the gateway asks for; the worker keys on the URL.
    void fetch(url, { headers: { 'apollo-require-preflight': 'true' } }).catch(() => undefined);
  }
}

export function startOfflineCache(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', refetchThroughWorker, {
    once: true,
  });
}
