/**
 * Renders a component as the shop does around it, for component tests: Lingui's current locale,
 * a memory router, and an Apollo client with no network (a component that asks the server for
 * something the test did not expect gets no answer rather than a real request).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export function renderInShop(
  ui: ReactNode,
  // The shop's own client, for a test that reads what the shop's stores write there (the basket).
  client: ApolloClient = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }),
) {
  return render(
    <ApolloProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </ApolloProvider>,
  );
}
