/**
 * Registers the service worker (production builds) and, once it controls the page, has it fetch
 * what the page loaded before it was in control (the route's code, the locale, the first
 * catalogue answers, those that came in a server-rendered page), so those are in its caches too:
 * a reload offline right after the first visit still shows the shop.
 */
import { registerSW } from 'virtual:pwa-register';
import { GRAPHQL_GET_HEADERS } from '../apollo/client';

function loadedBeforeControl(answeredInPage: string[]): string[] {
  const inPage = answeredInPage.map((path) => new URL(path, window.location.origin));
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .concat(inPage)
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (url.pathname.startsWith('/assets/') || (url.pathname === '/graphql' && url.search !== '')),
    )
    .map((url) => url.href);
}

/**
 * Workbox's router in the worker takes a list of URLs to fetch and cache through its routes
 * (`CACHE_URLS`): the worker does the fetching, off the page's main thread, where a fetch per
 * file was one long task on a slow phone. GraphQL GETs carry the page's headers: the gateway's
 * answers vary on `accept`, and the worker's cache matches on it.
 */
function cacheThroughWorker(answeredInPage: string[]): void {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return;
  const urlsToCache = [...new Set(loadedBeforeControl(answeredInPage))].map((url) =>
    new URL(url).pathname === '/graphql' ? [url, { headers: GRAPHQL_GET_HEADERS }] : url,
  );
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * `answeredInPage`: the GraphQL GETs a server-rendered page carries the answers of (its render
 * data): never fetched by this browser, they are fetched by the worker too.
 */
export function startOfflineCache(answeredInPage: string[] = []): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => cacheThroughWorker(answeredInPage),
    { once: true },
  );
}
