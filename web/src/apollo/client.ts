/**
 * The Apollo Client: a normalised cache keyed by entity ids, and the link to the gateway.
 * Queries go over GET as persisted hashes (mutations stay POST, and so do queries whose variables
 * would make the URL too long: persisted-link.ts), so the browser, a CDN and the service worker
 * can keep the public catalogue answers (docs/adr/0010 and 0011). One client per page load
 * (`apolloClient`), so route loaders can start queries before any component renders
 * (`preloadQuery`, read back with `usePreloadedQuery`).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ClientAwarenessLink } from '@apollo/client/link/client-awareness';
import { BaseHttpLink } from '@apollo/client/link/http';
import { createQueryPreloader } from '@apollo/client/react';
import { definitionsInNameOrder } from './document-order';
import { createPersistedLink } from './persisted-link';
import { persistViewer } from './persisted-viewer';
import { createStaleBuildLink } from './stale-build-link';
import { typePolicies } from './type-policies';

export function createApolloClient(uri = '/graphql'): ApolloClient {
  // HttpLink's two halves, apart: the persisted link measures a GET's URL with the extensions
  // ClientAwarenessLink adds. No `useGETForQueries`: persisted-link.ts chooses GET or POST.
  const http = new BaseHttpLink({
    uri,
    credentials: 'same-origin',
    // GET needs a header a cross-site form cannot send: the gateway's CSRF prevention asks for it.
    headers: { 'apollo-require-preflight': 'true' },
  });
  const cache = new InMemoryCache({ typePolicies });
  // Who is signed in survives a reload (offline too); see persisted-viewer.ts.
  persistViewer(cache);
  return new ApolloClient({
    // A refusal of this build's operations reloads into the new build (stale-build-link.ts).
    link: ApolloLink.from([
      createStaleBuildLink(),
      new ClientAwarenessLink(),
      createPersistedLink(uri),
      http,
    ]),
    cache,
    // The manifest's definition order, so the hash sent is the manifest's (persisted-link.ts).
    documentTransform: definitionsInNameOrder,
    // A component sees only the fields its own query or fragment asks for (see codegen.yml).
    dataMasking: true,
  });
}

export const apolloClient = createApolloClient();

/** Starts a query from a route loader; the route's component reads it with `usePreloadedQuery`. */
export const preloadQuery = createQueryPreloader(apolloClient);
