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

/** The fragments an operation reaches, directly or through other fragments. */
function reachedFragments(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): Map<string, FragmentDefinitionNode> {
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
  return used;
}

/** The shape key of one operation with the fragments it reaches. */
export function operationKey(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): string {
  const used = reachedFragments(operation, fragments);
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

/**
 * Whether a whole document may be validated: every operation in it admitted, and every fragment
 * reached by one of them. Anything else in it (an unlisted operation, an unused fragment) would be
 * validated too, and a listed operation beside a made-up field would answer differently from one
 * beside a real field.
 */
function documentAdmitted(document: DocumentNode, admits: SafelistAdmits): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length === 0 || !operations.every((operation) => admits(operation, document))) {
    return false;
  }
  const fragments = fragmentsOf(document.definitions);
  const reached = new Set<string>();
  for (const operation of operations) {
    for (const name of reachedFragments(operation, fragments).keys()) reached.add(name);
  }
  // Counted by definition: a second fragment of the same name would be validated too.
  const definedFragments = document.definitions.length - operations.length;
  return reached.size === definedFragments;
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

const notSafelisted = () =>
  new GraphQLError('This operation is not on the safelist of the web client’s operations.', {
    extensions: {
      code: 'FORBIDDEN',
      reason: 'OPERATION_NOT_SAFELISTED',
      http: { status: 403 },
    },
  });

/**
 * Stand-ins validated in place of a refused document: valid whatever the schema, so validation
 * says nothing, and refused once resolved. Apollo keeps the stand-in for that query text, so a
 * repeat gets the same answer without parsing again.
 */
const standIns = new WeakSet<DocumentNode>();

/**
 * The stand-in for a refused document: one `{ __typename }` query per operation, with the
 * operation's name, so it resolves as the original does for any `operationName` (the same 400 from
 * operation-resolved.ts when it does not), whatever the request that first brought this text.
 */
function standInFor(document: DocumentNode): DocumentNode {
  const operations = document.definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) =>
      operation.name ? `query ${operation.name.value} { __typename }` : '{ __typename }',
    );
  const standIn = parse(
    operations.length > 0 ? operations.join('\n') : 'fragment Refused on Query { __typename }',
  );
  standIns.add(standIn);
  return standIn;
}

/**
 * Refuses any operation the safelist does not admit (one listener for every request), and
 * decides before the document is validated: a refused document is replaced by a stand-in that
 * is valid whatever the schema, so an unlisted document gets the same answer whether it names
 * real fields or made-up ones, and nobody learns the schema by elimination ("Cannot query field
 * …" for a made-up field, 403 for a real one). Apollo's validation runs only for admitted
 * documents, which are valid anyway (the web's own).
 */
export function safelistStep(admits: SafelistAdmits): PipelineStep {
  return {
    validationDidStart(requestContext) {
      // Judged by the document alone, never by this request's operationName: Apollo keeps what
      // is validated here for every later request with the same text.
      const { document } = requestContext;
      if (documentAdmitted(document, admits)) return;
      // Apollo validates and keeps the document it finds here after this hook.
      (requestContext as { document: DocumentNode }).document = standInFor(document);
    },
    didResolveOperation({ document, operation }) {
      // An operation Apollo could not resolve was refused before (operation-resolved.ts).
      if (!operation || standIns.has(document) || !admits(operation, document as DocumentNode)) {
        throw notSafelisted();
      }
    },
  };
}
