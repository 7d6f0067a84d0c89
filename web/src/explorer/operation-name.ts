/**
 * GraphiQL works out which operation ▶ runs from the editor 100 ms after each change (debounced).
 * A query written by the query builder in a new tab and run at once went out under the previous
 * tab's operation name, and the gateway answered "operationName "AccountSession" names no
 * operation in the document" (seen in CI, twice in a row on a loaded machine). The examples set
 * their name themselves (ExamplesPanel); for everything else the fetcher checks the name against
 * the document it sends: a name the document does not have is replaced by the document's one
 * operation's. A document of several operations keeps the name given (the gateway then says
 * which is missing, as it should).
 */
import type { Fetcher } from '@graphiql/toolkit';
import { Kind, parse, type DocumentNode } from 'graphql';

function operationNames(query: string): Array<string | undefined> | null {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null; // Not ours to judge: the gateway says what is wrong with it.
  }
  return document.definitions
    .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((definition) => definition.name?.value);
}

/** A fetcher that sends a one-operation document under that operation's own name. */
export function namingTheDocumentsOperation(fetcher: Fetcher): Fetcher {
  return (params, options) => {
    const { operationName, query } = params;
    if (!operationName || typeof query !== 'string') return fetcher(params, options);
    const names = operationNames(query);
    if (!names || names.length !== 1 || names.includes(operationName))
      return fetcher(params, options);
    return fetcher({ ...params, operationName: names[0] ?? null }, options);
  };
}
