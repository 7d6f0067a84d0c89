/**
 * The web client's real operations: the persisted-operations manifest codegen writes
 * (`web/src/generated/persisted-query-manifest.json`), which holds each operation's text exactly as
 * Apollo Client sends it (`__typename` added, `@unmask` removed). Read at run time so the benchmark
 * always sends what the web ships.
 */
import { readFile } from 'node:fs/promises';

const MANIFEST = new URL(
  '../../../web/src/generated/persisted-query-manifest.json',
  import.meta.url,
);

export type WebOperations = Map<string, string>;

/** Operation name (e.g. `HomePage`) to its query text with the fragments it uses. */
export async function loadWebOperations(): Promise<WebOperations> {
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as {
    operations: Array<{ name: string; body: string }>;
  };
  return new Map(manifest.operations.map((operation) => [operation.name, operation.body]));
}

export function operation(operations: WebOperations, name: string): string {
  const text = operations.get(name);
  if (!text) {
    throw new Error(
      `The web client has no operation ${name} (the web's persisted-operations manifest has: ${[...operations.keys()].join(', ')})`,
    );
  }
  return text;
}
