import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { removeLegacyKeys } from '../lib/storage';
import { ConfirmProvider } from '../ui/confirm';
import { ConfigGate } from './config/ConfigGate';
import { initDataFree } from './config/data-free';
import { FullScreenSpinner } from './FullScreenSpinner';
import { activateLocale, i18n, initialLocale } from './i18n';
import { router } from './router';

removeLegacyKeys();
initDataFree();
const apolloClient = createApolloClient();

export function App() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    void activateLocale(initialLocale()).then(() => setReady(true));
  }, []);

  if (!ready) return <FullScreenSpinner />;
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={apolloClient}>
        <ConfigGate>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ConfigGate>
      </ApolloProvider>
    </I18nProvider>
  );
}
