/**
 * The docs pane's search lists the schema's types in the order introspection gave them, and stops
 * at 100 matches: for "order", the `Order` type came 11th, after `CancelOrderPayload` and its
 * kind. GraphiQL has no option for the ranking (its search is inside the doc explorer), so the
 * explorer hands it the types shortest name first: a type whose name is the search is then the
 * first type listed, then the names that add least to it. The docs' list of all types follows the
 * same order.
 */
import type { Fetcher, SyncExecutionResult } from '@graphiql/toolkit';

interface IntrospectionLike {
  data?: { __schema?: { types?: Array<{ name: string }> } };
}

const byLengthThenName = (a: { name: string }, b: { name: string }) =>
  a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The introspection answer with its types shortest name first (anything else as it is). */
export function withTypesRanked<T>(result: T): T {
  const schema = (result as IntrospectionLike).data?.__schema;
  if (!schema?.types) return result;
  return {
    ...result,
    data: { __schema: { ...schema, types: [...schema.types].sort(byLengthThenName) } },
  } as T;
}

const isPromise = (value: unknown): value is Promise<SyncExecutionResult> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';

/** A fetcher whose introspection answers list the types shortest name first. */
export function rankingTypesByName(fetcher: Fetcher): Fetcher {
  return (params, options) => {
    const result = fetcher(params, options);
    if (params.operationName !== 'IntrospectionQuery' || !isPromise(result)) return result;
    return result.then(withTypesRanked);
  };
}
