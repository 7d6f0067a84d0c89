/** The web's persisted GraphQL operations (its manifest), which the form endpoints run in-process. */
import { readFileSync } from 'node:fs';

/** A persisted operation of the web's (its manifest's id and text). */
export interface PersistedOperation {
  id: string;
  body: string;
}

/** The web's persisted operation called `name`, or null without it. */
export function persistedOperation(manifestFile: string, name: string): PersistedOperation | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      operations?: { id: string; name: string; body: string }[];
    };
    const found = manifest.operations?.find((operation) => operation.name === name);
    return found ? { id: found.id, body: found.body } : null;
  } catch {
    return null;
  }
}
