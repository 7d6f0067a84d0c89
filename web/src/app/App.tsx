import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { apolloClient } from '../apollo/client';
import { removeLegacyKeys } from '../lib/storage';
import { ConfirmProvider } from '../ui/confirm';
import { initDataFree } from '../core/config/data-free';
import { ShellSkeleton } from './ShellSkeleton';
import { activateLocale, i18n, initialLocale } from '../core/i18n';
import { router } from './router';

removeLegacyKeys();
initDataFree();
// The catalog starts loading with the entry files (index.html preloads English), not after the
// first render: one step less before the first screen on a slow phone.
const firstLocale = activateLocale(initialLocale());

export function App() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    void firstLocale.then(() => setReady(true));
  }, []);

  if (!ready) return <ShellSkeleton />;
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
