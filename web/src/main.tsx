import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { answerFromSignedInPageUntilHydrated } from './apollo/page-answers';
import { restoreRenderedCache } from './apollo/persisted-viewer';
import { App } from './app/App';
import { moveDeviceChoicesToCookies, renewBranchCookie } from './app/device-choices';
import { createPageContext } from './app/page-context';
import { createShopRouter } from './app/router';
import { whileStaying } from './app/page-leaving';
import { initDataFree, isDataFree } from './core/config/data-free';
import { activateLocale, initialLocale, isLocale } from './core/i18n';
import { nextTask, whenIdle } from './core/next-task';
import { startOfflineCache } from './core/offline-cache';
import { readRenderData, renderedWithOwnState } from './core/render-data';
import type { RequestContext } from './core/request-context';
import { getSelectedSupplier } from './core/selected-supplier';
import { removeLegacyKeys } from './lib/storage';
import './app/font.css';
import './app/styles.css';

// Nothing starts on a page the browser is leaving by a post of its own (app/page-leaving.ts):
// its start writes state older than the post (cookies among it) and sends requests a stop of
// that post would cancel. Scripts that arrive while the post is on its way wait.
void whileStaying().then(start);

function start(): void {
  removeLegacyKeys();
  moveDeviceChoicesToCookies();
  renewBranchCookie();
  initDataFree();

  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');

  // A server-rendered page (docs/adr/0029) is hydrated when it was rendered with this browser's
  // branch and language (its cookies': ADR 0075); otherwise (or on the client-rendered index.html)
  // the shop renders afresh.
  const rendered = readRenderData();
  // The page load's context first: the client state's slices are its own (docs/adr/0049), and
  // everything below reads and subscribes to them.
  const context = createPageContext(rendered?.storeStates);
  // The service worker keeps the shop's shell and last catalogue pages for offline use; a new
  // deployment takes over at once (see web/build/service-worker.ts). Registered once the first
  // screen is up: its precache would otherwise share the phone's connection and CPU with it.
  whenIdle(() => startOfflineCache(rendered?.answeredFrom));
  const locale = initialLocale();
  // A data-free visit renders afresh too: the server does not know the flag (no ads, thumbnails).
  if (
    rendered &&
    isLocale(rendered.locale) &&
    !isDataFree() &&
    renderedWithOwnState(rendered, locale, getSelectedSupplier()?.id)
  ) {
    void hydrate(root, context, rendered.cache, activateLocale(rendered.locale));
  } else {
    // The catalog starts loading with the entry files (index.html preloads English), not after
    // the first render: one step less before the first screen on a slow phone.
    const firstLocale = activateLocale(locale);
    const router = createShopRouter(context);
    // The first render as a transition: React renders it in slices of a few milliseconds and lets
    // the browser in between (taps, paints), instead of one long task on a slow phone. The boot
    // frame in index.html stays on screen until it commits.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App context={context} router={router} firstLocale={firstLocale} />
        </StrictMode>,
      );
    });
  }
}

/**
 * Hydration's first render must be the page as served: the catalog active, and the router's
 * first navigation done (its loaders read the restored cache: no request; its screens' chunks
 * loaded) before React attaches.
 */
async function hydrate(
  root: HTMLElement,
  context: RequestContext,
  cache: unknown,
  firstLocale: Promise<void>,
): Promise<void> {
  // Each step in a task of its own (after the modules' evaluation, the cache's restore, the
  // router's first navigation): the page is on screen already, and a slow phone answers taps
  // between them instead of blocking for the whole start-up.
  await nextTask();
  restoreRenderedCache(context.client.cache, cache);
  answerFromSignedInPageUntilHydrated(context.client);
  await nextTask();
  const router = createShopRouter(context);
  await Promise.all([firstLocale, initialised(router)]);
  await nextTask();
  // Not on a page the browser has begun leaving meanwhile, by a post of its own (its state is
  // older than the post).
  await whileStaying();
  // From here a tap is React's (it hydrates what was tapped first and hands it the event): the
  // inline starter, which answers taps made before, leaves it (server/after-paint.js).
  document.documentElement.dataset.hydrating = '';
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App context={context} router={router} firstLocale={firstLocale} ready />
      </StrictMode>,
    );
  });
}

function initialised(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
