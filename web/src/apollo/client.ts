/**
 * The Apollo Client: a normalised cache keyed by entity ids, and the link to the gateway.
 * Queries go as persisted-query hashes over GET (Apollo's automatic persisted queries: the full
 * text only once, when the gateway does not know the hash yet), so requests stay small on costly
 * mobile data and the service worker can keep the last catalogue answers for offline use.
 * Mutations stay plain POST: one request each, the full text, nothing to cache. One client per page load (`apolloClient`), so route loaders can start
 * queries before any component renders (`preloadQuery`, read back with `useReadQuery`).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { createQueryPreloader } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { typePolicies } from './type-policies';

/** Hex SHA-256 with the browser's Web Crypto (only in secure contexts: https or localhost). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createApolloClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({
    uri,
    credentials: 'same-origin',
    // GET needs a header a cross-site form cannot send: the gateway's CSRF prevention asks for it.
    headers: { 'apollo-require-preflight': 'true' },
  });
  const hashing = typeof crypto !== 'undefined' && crypto.subtle !== undefined;
  const isQuery = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'query';
  };
  return new ApolloClient({
    link: hashing
      ? ApolloLink.split(
          isQuery,
          ApolloLink.from([new PersistedQueryLink({ sha256, useGETForHashedQueries: true }), http]),
          http,
        )
      : http,
    cache: new InMemoryCache({ typePolicies }),
  });
}

export const apolloClient = createApolloClient();

/** Starts a query from a route loader; the route's component reads it with `useReadQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);
