/**
 * The web client's persisted-operations manifest (`web/src/generated/persisted-query-manifest.json`,
 * written by `npm run codegen` with `@apollo/generate-persisted-query-manifest`): every operation
 * the web sends, by the SHA-256 of its exact text. The web sends only the hash; the gateway looks
 * the text up here, so every hash is known before the first request (no miss, no re-send).
 */
import { readFileSync } from 'node:fs';

interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

interface Manifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: ManifestOperation[];
}

/** Hash → operation text. Throws with the file's name when it is missing or not a manifest. */
export function loadPersistedManifest(file: string): Map<string, string> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read the persisted-operations manifest ${file}: ${String(error)}`);
  }
  if (manifest.format !== 'apollo-persisted-query-manifest' || manifest.version !== 1) {
    throw new Error(`${file} is not an Apollo persisted-query manifest (version 1)`);
  }
  return new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
}
