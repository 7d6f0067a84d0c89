/**
 * The web client's real operations: the typed documents codegen wrote to
 * `web/src/generated/graphql.ts`, printed back to query text with graphql's `print`. Loaded at run
 * time (not compiled into the tests project) so the benchmark always sends what the web ships.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { print, type DocumentNode } from 'graphql';

const GENERATED = fileURLToPath(new URL('../../../web/src/generated/graphql.ts', import.meta.url));

export type WebOperations = Map<string, string>;

/** Operation name (e.g. `HomePage`) to its query text with the fragments it uses. */
export async function loadWebOperations(): Promise<WebOperations> {
  const module = (await import(pathToFileURL(GENERATED).href)) as Record<string, unknown>;
  const operations: WebOperations = new Map();
  for (const [exportName, value] of Object.entries(module)) {
    if (!exportName.endsWith('Document') || typeof value !== 'object' || value === null) continue;
    const document = value as DocumentNode;
    const operation = document.definitions.find((node) => node.kind === 'OperationDefinition');
    if (operation?.kind !== 'OperationDefinition' || !operation.name) continue;
    operations.set(operation.name.value, print(document));
  }
  return operations;
}

export function operation(operations: WebOperations, name: string): string {
  const text = operations.get(name);
  if (!text) {
    throw new Error(
      `The web client has no operation ${name} (web/src/generated/graphql.ts has: ${[...operations.keys()].join(', ')})`,
    );
  }
  return text;
}
