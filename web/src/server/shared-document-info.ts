/**
 * What Apollo Client learns about each document (its directives, the server's copy without
 * `@client`, default variables: `QueryManager.getDocumentInfo`) is kept per client, and a server
 * render makes a client per request, so every render walked every document again (8% of a
 * product page's render, docs/benchmarks.md). It depends only on the document, which
 * ServerRenderCache makes the same object in every request; so every request's client shares
 * one such cache. The field is Apollo Client's own (4.x, private): the test next to this file
 * fails if an upgrade moves it, rather than the saving going silently.
 */
import type { ApolloClient } from '@apollo/client';

interface WithDocumentInfo {
  queryManager?: { transformCache?: unknown };
}

let shared: unknown;

/** Makes `client` use the process's one cache of document information. */
export function shareDocumentInfo(client: ApolloClient): boolean {
  const queryManager = (client as unknown as WithDocumentInfo).queryManager;
  if (!queryManager?.transformCache) return false;
  shared ??= queryManager.transformCache;
  queryManager.transformCache = shared;
  return true;
}
