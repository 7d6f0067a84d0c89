/**
 * The web client's real operations: the typed documents codegen wrote beside each web document
 * (`web/src/**\/X.generated.ts`), printed back to query text with graphql's `print`. Loaded at run
 * time (not compiled into the tests project) so the benchmark always sends what the web ships.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { print, type DocumentNode } from 'graphql';

const WEB_SOURCES = fileURLToPath(new URL('../../../web/src', import.meta.url));

function generatedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return generatedFiles(path);
    return entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

export type WebOperations = Map<string, string>;

/** Operation name (e.g. `HomePage`) to its query text with the fragments it uses. */
export async function loadWebOperations(): Promise<WebOperations> {
  const operations: WebOperations = new Map();
  for (const file of generatedFiles(WEB_SOURCES)) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Document') || typeof value !== 'object' || value === null) continue;
      const document = value as DocumentNode;
      const operation = document.definitions.find((node) => node.kind === 'OperationDefinition');
      if (operation?.kind !== 'OperationDefinition' || !operation.name) continue;
      operations.set(operation.name.value, print(document));
    }
  }
  return operations;
}

export function operation(operations: WebOperations, name: string): string {
  const text = operations.get(name);
  if (!text) {
    throw new Error(
      `The web client has no operation ${name} (the web's generated documents have: ${[...operations.keys()].join(', ')})`,
    );
  }
  return text;
}
