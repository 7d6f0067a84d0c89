/**
 * Persisted operations: the web sends the SHA-256 of an operation's text instead of the text, and
 * queries go as GET (`/graphql?operationName=…&variables=…&extensions=…`), short enough for any
 * URL and cacheable by the browser, the service worker and a CDN. The gateway knows every hash in
 * advance from the manifest `npm run codegen` writes from the same documents
 * (docs/adr/0011-persisted-operations.md), so there is no miss-then-resend round trip; should a
 * hash be unknown (a build out of step), the link re-sends the full text once.
 */
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Null where the browser cannot hash (Web Crypto needs a secure context): full text then. */
export function createPersistedLink(): PersistedQueryLink | null {
  if (!globalThis.crypto?.subtle) return null;
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
}
