/**
 * The web build's persisted-operations manifest (`web/src/generated/persisted-query-manifest.json`)
 * and the GET a web query is sent as: its name, variables and the hash of its text, no text.
 */
import { readFileSync } from 'node:fs';

export interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

const manifest = JSON.parse(
  readFileSync(
    new URL('../../web/src/generated/persisted-query-manifest.json', import.meta.url),
    'utf8',
  ),
) as { operations: ManifestOperation[] };

/** The web's operation of this name (its hash is `id`, its exact text `body`). */
export function webOperation(name: string): ManifestOperation {
  const operation = manifest.operations.find((entry) => entry.name === name);
  if (!operation) throw new Error(`No ${name} in the manifest`);
  return operation;
}

/**
 * The query string of a persisted GET as Apollo's PersistedQueryLink sends it. `variables` may be
 * a string, sent as it is (malformed JSON); `extra` adds or replaces parameters; `hash` sends
 * another hash than the named operation's.
 */
export function persistedSearch(
  name: string,
  variables: unknown,
  extra: Record<string, string> = {},
  hash = webOperation(name).id,
): string {
  return new URLSearchParams({
    operationName: name,
    variables: typeof variables === 'string' ? variables : JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    ...extra,
  }).toString();
}
