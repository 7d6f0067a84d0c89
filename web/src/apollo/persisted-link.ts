/**
 * Persisted operations: the web sends the SHA-256 of an operation's text instead of the text, and
 * queries go as GET (`/graphql?operationName=…&variables=…&extensions=…`), cacheable by the
 * browser, the service worker and a CDN. The gateway knows every hash in advance from the manifest
 * `npm run codegen` writes from the same documents (docs/adr/0011-persisted-operations.md), so
 * there is no miss-then-resend round trip; should a hash be unknown (a build out of step), the link
 * re-sends the full text once, as POST. A query whose variables would make the GET URL too long (a
 * big basket's check) goes as POST instead, still as the hash only; mutations always go as POST.
 */
import { ApolloLink } from '@apollo/client';
import {
  fallbackHttpConfig,
  rewriteURIForGET,
  selectHttpOptionsAndBody,
  selectURI,
} from '@apollo/client/link/http';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { isMutationOperation } from '@apollo/client/utilities';

// Half the gateway's 16 KB limit on the request line and headers together (else 431), the rest
// left for cookies and the browser's own headers; also within every browser, proxy and CDN.
export const MAX_GET_URL_LENGTH = 8 * 1024;

/** Each operation's hash, worked out once per process (a server render has a new link each time). */
const hashes = new Map<string, Promise<string>>();

function sha256(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    hash = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(text))
      .then((digest) =>
        Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''),
      );
    hashes.set(text, hash);
  }
  return hash;
}

/** Where Web Crypto is missing (it needs a secure context): the full text, queries still as GET. */
const queriesAsGet = new ApolloLink((operation, forward) => {
  if (!isMutationOperation(operation.query)) {
    operation.setContext(({ fetchOptions }) => ({
      fetchOptions: { ...fetchOptions, method: 'GET' },
    }));
  }
  return forward(operation);
});

/** Turns a GET into a POST when the URL the HttpLink would build for it is longer than `max`. */
function longGetAsPost(uri: string, max: number): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { fetchOptions, http } = operation.getContext();
    if (fetchOptions?.method === 'GET') {
      const { body } = selectHttpOptionsAndBody(operation, fallbackHttpConfig, { http });
      const { newURI } = rewriteURIForGET(selectURI(operation, uri), body);
      if (newURI === undefined || newURI.length > max) {
        operation.setContext({ fetchOptions: { ...fetchOptions, method: 'POST' } });
      }
    }
    return forward(operation);
  });
}

/**
 * The links just before the BaseHttpLink (which must not force GET itself: it would override the
 * method chosen here) and after anything adding extensions. `uri` is the BaseHttpLink's, to
 * measure the URL it would build.
 */
export function createPersistedLink(uri: string, maxGetUrlLength = MAX_GET_URL_LENGTH): ApolloLink {
  const hashing = globalThis.crypto?.subtle
    ? new PersistedQueryLink({ sha256, useGETForHashedQueries: true })
    : queriesAsGet;
  return ApolloLink.from([hashing, longGetAsPost(uri, maxGetUrlLength)]);
}
