/**
 * The Apollo Client: one HTTP link to the gateway and a normalised cache keyed by entity ids.
 * One client per page load (`apolloClient`), so route loaders can start queries before any
 * component renders (`preloadQuery`, read back with `useReadQuery`).
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { typePolicies } from './type-policies';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache({ typePolicies }),
  });
}

export const apolloClient = createApolloClient();

/** Starts a query from a route loader; the route's component reads it with `useReadQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);
