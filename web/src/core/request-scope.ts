/**
 * What a server render knows about the request it renders (docs/adr/0029): its own Apollo Client,
 * the branch and the language. In the browser there is no scope (one shopper, one page): the
 * module-level client and the stored branch apply. The server entry installs the reader (an
 * AsyncLocalStorage), so loaders and stores can ask for the request's values without taking them
 * as arguments.
 */
import type { ApolloClient } from '@apollo/client';
import type { createQueryPreloader } from '@apollo/client/react';

export interface RequestScope {
  client: ApolloClient;
  preloadQuery: ReturnType<typeof createQueryPreloader>;
  /** The stored states the server rendered with, by storage key (the branch). */
  storeStates: Record<string, unknown>;
  /** Set while rendering when the page's subject does not exist: the server answers 404. */
  notFound?: boolean;
}

let reader: () => RequestScope | undefined = () => undefined;

/** The request being rendered on the server; undefined in the browser. */
export function requestScope(): RequestScope | undefined {
  return reader();
}

/** Installed once by the server entry. */
export function setRequestScopeReader(read: () => RequestScope | undefined): void {
  reader = read;
}

/**
 * The page being rendered shows that what was asked for does not exist (an unknown product or
 * category): the server answers it with HTTP 404, so crawlers and link previews drop it. Nothing
 * in the browser.
 */
export function markNotFound(): void {
  const scope = reader();
  if (scope) scope.notFound = true;
}
