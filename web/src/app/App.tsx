import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../apollo/client';
import { FullScreenSpinner } from './FullScreenSpinner';
import { activateLocale, i18n, initialLocale } from './i18n';
import { router } from './router';

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
        <RouterProvider router={router} />
      </ApolloProvider>
    </I18nProvider>
  );
}
