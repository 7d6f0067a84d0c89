/**
 * Executes operations with graphql-jit instead of graphql-js: each operation is compiled once to
 * a JavaScript function for its document and reused on every request that sends the same text
 * (Apollo keeps one parsed document per query text, so the compiled form is kept per document and
 * is dropped with it). The resolvers, context, error objects and Apollo's pipeline (parsing,
 * validation, plugins, error formatting) are unchanged; only the walk over the selection set is
 * compiled. Apollo Server 5 accepts an executor only through its gateway interface, so this is a
 * "gateway" serving one fixed, local schema.
 */
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import {
  GraphQLError,
  execute,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { inSpan } from '../telemetry/spans.js';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/** What one document compiled to, by operation name ('' for the only one). */
type Compiled = Map<string, CompiledQuery | null>;

export class OperationCompiler {
  private readonly byDocument = new WeakMap<DocumentNode, Compiled>();

  constructor(readonly schema: GraphQLSchema) {}

  /**
   * The compiled operation, or null when graphql-jit cannot compile it (then graphql-js runs it,
   * so its answer and errors are graphql-js's own).
   */
  compiled(document: DocumentNode, operationName: string | null): CompiledQuery | null {
    let compiled = this.byDocument.get(document);
    if (!compiled) {
      compiled = new Map();
      this.byDocument.set(document, compiled);
    }
    const key = operationName ?? '';
    let query = compiled.get(key);
    if (query === undefined) {
      const result = compileQuery(this.schema, document, operationName ?? undefined, {
        // Errors carry no compile-time stack: they are masked or mapped by formatError anyway.
        disablingCapturingStackErrors: true,
      });
      query = isCompiledQuery(result) ? result : null;
      compiled.set(key, query);
    }
    return query;
  }

  async execute(
    document: DocumentNode,
    operationName: string | null,
    contextValue: unknown,
    variableValues: Record<string, unknown> | undefined,
  ): Promise<ExecutionResult> {
    const graphqlJs = () =>
      execute({ schema: this.schema, document, operationName, contextValue, variableValues });
    const query = this.compiled(document, operationName);
    if (!query) return graphqlJs();
    const result = await query.query(undefined, contextValue, variableValues ?? {});
    // No data at all: the variables were refused before anything ran. graphql-js refuses them
    // again, with the errors Apollo recognises (their variable nodes make them BAD_USER_INPUT).
    if (!('data' in result)) return graphqlJs();
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  }
}

/**
 * graphql-jit's errors are GraphQLErrors without `extensions` when the thrown error had none, which
 * Apollo's error formatting reads: each becomes the error graphql-js would have made (its
 * message, path, locations and the thrown error as `originalError`, whose extensions it takes).
 */
export function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  (converted as { locations: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

/** The gateway Apollo Server is given: the compiler's schema, executed by it. */
export function jitGateway(compiler: OperationCompiler): Gateway {
  const schema = compiler.schema;
  const sdl = printSchema(schema);
  return {
    async load() {
      return {
        // Exactly the operation Apollo resolved (the one its checks and plugins judged), never
        // one picked again from the request's `operationName`; none resolved, nothing runs.
        executor: (requestContext) => {
          const operation = requestContext.operation;
          if (!operation) {
            return Promise.resolve({
              errors: [new GraphQLError('No operation was resolved to run.')],
            });
          }
          const name = requestContext.operationName ?? null;
          // The operation's span (with tracing on): its resolvers and legacy calls nest in it.
          return inSpan(
            `${operation.operation} ${name ?? 'anonymous'}`,
            {
              'graphql.operation.type': operation.operation,
              'graphql.operation.name': name ?? '',
            },
            async (span) => {
              const result = await compiler.execute(
                requestContext.document,
                name,
                requestContext.context,
                requestContext.request.variables,
              );
              if (span && result.errors?.length) {
                span.setAttribute('graphql.error.count', result.errors.length);
              }
              return result;
            },
          );
        },
      };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: sdl });
      return () => undefined;
    },
    async stop() {},
  };
}
