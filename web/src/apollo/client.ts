/**
 * The Apollo Client: a normalised cache keyed by entity ids, and the link to the gateway.
 * Queries go over GET (mutations stay POST), so the service worker can keep the last catalogue
 * answers for offline use (see docs/adr/0010-queries-over-get-and-offline-shell.md). One client per
 * page load (`apolloClient`), so route loaders can start queries before any component renders
 * (`preloadQuery`, read back with `useReadQuery`).
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { typePolicies } from './type-policies';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: 'same-origin',
      useGETForQueries: true,
      // GET needs a header a cross-site form cannot send: the gateway's CSRF prevention asks for it.
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache({ typePolicies }),
    // A component sees only the fields its own query or fragment asks for (see codegen.yml).
    dataMasking: true,
  });
}

export const apolloClient = createApolloClient();

/** Starts a query from a route loader; the route's component reads it with `useReadQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);
