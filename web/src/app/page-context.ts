/**
 * The browser's request context (docs/adr/0049): one per page load, made once at start-up. It
 * holds the page's Apollo client and query preloader, the client state's slices (made here),
 * the shopper's chosen branch and language as they change, and the stored states of the server-rendered page it hydrates (none for the
 * client-rendered page). The router hands it to loaders and actions (`getContext`), `App` to
 * components.
 */
import { createQueryPreloader } from '@apollo/client/react';
import { apolloClient } from '../apollo/client';
import { createPageStores } from '../core/client-state';
import { i18n } from '../core/i18n';
import { isLocale } from '../core/locales';
import type { RequestContext } from '../core/request-context';
import { selectedSupplierIn } from '../core/selected-supplier';

/**
 * The page load's context, with fresh instances of the client state's slices (restored from
 * local storage as each is first used): a second context (a test's) shares no state with the
 * first, and becomes the page's for the browser's module functions (`pageStores()`).
 */
export function createPageContext(storeStates: Record<string, unknown> = {}): RequestContext {
  const stores = createPageStores(storeStates);
  return {
    where: 'browser',
    client: apolloClient,
    preloadQuery: createQueryPreloader(apolloClient),
    branch: () => selectedSupplierIn(stores),
    locale: () => (isLocale(i18n.locale) ? i18n.locale : 'en'),
    storeStates,
    stores,
    notFound: false,
  };
}
