/**
 * The operation safelist: in production (`GRAPHQL_SAFELIST=true`) the gateway runs only the web
 * client's own operations, read from its `.graphql` documents. Operations are compared by shape,
 * not text: the operation and the fragments it reaches, printed, with `__typename` (which Apollo
 * Client adds) and `@unmask` (which it removes) left out and definitions sorted, so formatting and fragment order do not matter.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  GraphQLError,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { PipelineStep } from './step.js';

function graphqlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...graphqlFiles(path));
    else if (entry.endsWith('.graphql')) files.push(path);
  }
  return files;
}

function fragmentsOf(definitions: readonly DefinitionNode[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** The shape key of one operation with the fragments it reaches. */
export function operationKey(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [operation];
  while (pending.length > 0) {
    const next = pending.pop() as DefinitionNode;
    visit(next, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !used.has(node.name.value)) {
          used.set(node.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  // As sent: Apollo Client adds `__typename` and removes its own `@unmask` (data masking).
  const asSent = (definition: DefinitionNode) =>
    print(
      visit(definition, {
        Field(node) {
          return node.name.value === '__typename' && !node.alias ? null : undefined;
        },
        Directive(node) {
          return node.name.value === 'unmask' ? null : undefined;
        },
      }),
    );
  return [operation, ...used.values()].map(asSent).sort().join('\n');
}

/** Every operation in the `.graphql` documents under `dir` (fragments may live in other files). */
export function loadSafelist(dir: string): Set<string> {
  const definitions = graphqlFiles(dir).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  );
  const fragments = fragmentsOf(definitions);
  const keys = new Set<string>();
  for (const definition of definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      keys.add(operationKey(definition, fragments));
    }
  }
  return keys;
}

/** The names of the web client's operations (for metric labels); empty when the folder is missing. */
export function knownOperationNames(dir: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(dir)) return names;
  for (const file of graphqlFiles(dir)) {
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
        names.add(definition.name.value);
      }
    }
  }
  return names;
}

function onlyIntrospection(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
}

/**
 * The key of each parsed operation, computed once: Apollo keeps the parsed document of a query text
 * it has seen, so the same operation node comes back on every request for that text.
 */
const keysByOperation = new WeakMap<OperationDefinitionNode, string>();

function memoisedOperationKey(operation: OperationDefinitionNode, document: DocumentNode): string {
  let key = keysByOperation.get(operation);
  if (key === undefined) {
    key = operationKey(operation, fragmentsOf(document.definitions));
    keysByOperation.set(operation, key);
  }
  return key;
}

/** Whether the safelist lets an operation run (introspection passes when it is on). */
export type SafelistAdmits = (
  operation: OperationDefinitionNode,
  document: DocumentNode,
) => boolean;

export function safelistAdmits(
  safelist: Set<string>,
  options: { allowIntrospection: boolean },
): SafelistAdmits {
  return (operation, document) =>
    (options.allowIntrospection && onlyIntrospection(operation)) ||
    safelist.has(memoisedOperationKey(operation, document));
}

/** Refuses any operation the safelist does not admit (one listener for every request). */
export function safelistStep(admits: SafelistAdmits): PipelineStep {
  return {
    didResolveOperation({ document, operation }) {
      // An operation Apollo could not resolve was refused before (operation-resolved.ts).
      if (!operation || !admits(operation, document as DocumentNode)) {
        throw new GraphQLError(
          'This operation is not on the safelist of the web client’s operations.',
          {
            extensions: {
              code: 'FORBIDDEN',
              reason: 'OPERATION_NOT_SAFELISTED',
              http: { status: 403 },
            },
          },
        );
      }
    },
  };
}
