import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfirmProvider } from '../ui/confirm';
import { ShellSkeleton } from './ShellSkeleton';
import { i18n } from '../core/i18n';
import { RequestContextProvider, type RequestContext } from '../core/request-context';
import type { DataRouter } from 'react-router';

/**
 * The shop in the browser. `firstLocale` is the catalog loading since start-up (index.html
 * preloads English): the skeleton shows until it is active, unless `ready` says it already is
 * (hydrating a server-rendered page, whose first render must be the page itself).
 */
export function App({
  context,
  router,
  firstLocale,
  ready: readyAtStart = false,
}: {
  /** The page load's request context (app/page-context.ts). */
  context: RequestContext;
  router: DataRouter;
  firstLocale: Promise<void>;
  ready?: boolean;
}) {
  const [ready, setReady] = useState(readyAtStart);

  useEffect(() => {
    void firstLocale.then(() => setReady(true));
  }, [firstLocale]);

  // Says on the page that its scripts now serve every control (hydrated, or rendered afresh): a
  // server-rendered page is readable and tappable seconds before that on a slow phone, and what
  // drives it (the e2e journeys after a full page load, a monitoring probe) can wait for this.
  useEffect(() => {
    if (ready) document.documentElement.dataset.hydrated = '';
  }, [ready]);

  if (!ready) return <ShellSkeleton />;
  return (
    <I18nProvider i18n={i18n}>
      <RequestContextProvider value={context}>
        <ApolloProvider client={context.client}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ApolloProvider>
      </RequestContextProvider>
    </I18nProvider>
  );
}
