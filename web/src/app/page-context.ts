/**
 * The browser's request context (docs/adr/0049): one per page load, made once at start-up. It
 * holds the page's Apollo client and query preloader, the shopper's chosen branch and language
 * as they change, and the stored states of the server-rendered page it hydrates (none for the
 * client-rendered page). The router hands it to loaders and actions (`getContext`), `App` to
 * components.
 */
import { createQueryPreloader } from '@apollo/client/react';
import { apolloClient } from '../apollo/client';
import { i18n } from '../core/i18n';
import { isLocale } from '../core/locales';
import type { RequestContext } from '../core/request-context';
import { getSelectedSupplier } from '../core/selected-supplier';

export function createPageContext(storeStates: Record<string, unknown> = {}): RequestContext {
  return {
    where: 'browser',
    client: apolloClient,
    preloadQuery: createQueryPreloader(apolloClient),
    branch: getSelectedSupplier,
    locale: () => (isLocale(i18n.locale) ? i18n.locale : 'en'),
    storeStates,
    notFound: false,
  };
}
