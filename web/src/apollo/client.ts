/**
 * The Apollo Client: a normalised cache keyed by entity ids, and the link to the gateway.
 * Queries go over GET as persisted hashes (mutations stay POST, and so do queries whose variables
 * would make the URL too long: persisted-link.ts), so the browser, a CDN and the service worker
 * can keep the public catalogue answers (docs/adr/0010 and 0011). One client per page load in the
 * browser and one per request on the server, each held by its request context
 * (core/request-context.ts, docs/adr/0049), where loaders find it.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ClientAwarenessLink } from '@apollo/client/link/client-awareness';
import { BaseHttpLink, fallbackHttpConfig } from '@apollo/client/link/http';
import { definitionsInNameOrder } from './document-order';
import { createPersistedLink } from './persisted-link';
import { persistViewer } from './persisted-viewer';
import { createStaleBuildLink } from './stale-build-link';
import { checkVersion } from '../core/version-check';
import { typePolicies } from './type-policies';

/**
 * The headers of the client's GraphQL requests beside Apollo's own `accept` (whose answers the
 * gateway varies on, so the service worker keys them by it): GET needs a header a cross-site form
 * cannot send, which the gateway's CSRF prevention asks for.
 */
export const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };

/** Apollo's `accept` and ours: what the worker sends to fetch a query as the page would. */
export const GRAPHQL_GET_HEADERS = { ...fallbackHttpConfig.headers, ...GRAPHQL_HEADERS };

export interface ApolloClientOptions {
  uri?: string;
  /** The server's in-process fetch (gateway/src/ssr): the gateway answers without a socket. */
  fetch?: typeof fetch;
  /** Restores the stored viewer and keeps it stored: the browser only. */
  persistViewer?: boolean;
  /** The cache's class: the server render's own (server/server-render-cache.ts). */
  Cache?: typeof InMemoryCache;
  /** A link first in the chain: the server render notes its answers (server/render-answers.ts). */
  firstLink?: ApolloLink;
}

export function createApolloClient({
  uri = '/graphql',
  fetch: fetchFunction,
  persistViewer: persist = true,
  Cache = InMemoryCache,
  firstLink,
}: ApolloClientOptions = {}): ApolloClient {
  // HttpLink's two halves, apart: the persisted link measures a GET's URL with the extensions
  // ClientAwarenessLink adds. No `useGETForQueries`: persisted-link.ts chooses GET or POST.
  const http = new BaseHttpLink({
    uri,
    credentials: 'same-origin',
    headers: GRAPHQL_HEADERS,
    ...(fetchFunction ? { fetch: fetchFunction } : {}),
  });
  const cache = new Cache({
    typePolicies,
    // A server render's cache lives for one page: remembering its reads (and tracking what each
    // depends on) cost more than reading again, about a third of a product page's render CPU.
    resultCaching: !import.meta.env.SSR,
  });
  // Who is signed in survives a reload (offline too); see persisted-viewer.ts.
  if (persist) persistViewer(cache);
  return new ApolloClient({
    // A refusal of this build's operations reloads into the new build (stale-build-link.ts).
    link: ApolloLink.from([
      ...(firstLink ? [firstLink] : []),
      createStaleBuildLink(checkVersion),
      new ClientAwarenessLink(),
      createPersistedLink(uri),
      http,
    ]),
    cache,
    // The manifest's definition order, so the hash sent is the manifest's (persisted-link.ts).
    documentTransform: definitionsInNameOrder,
    // A component sees only the fields its own query or fragment asks for (see codegen.yml).
    dataMasking: !import.meta.env.SSR,
  });
}

/**
 * The browser's page-load client: the one its request context holds (app/page-context.ts). The
 * server build has none (null): a render's code takes its request's client from the context,
 * and anything that reached for this one there fails at once instead of reading another request's
 * data. Kept as a module value only for the browser-only code that has no context at hand yet.
 */
export const apolloClient: ApolloClient = import.meta.env.SSR
  ? (null as unknown as ApolloClient)
  : createApolloClient();
