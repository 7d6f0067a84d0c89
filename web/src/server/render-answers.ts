/**
 * The GraphQL answers of one server render, as they arrived (docs/adr/0029). The page's head
 * (head.ts) needs the product or category its loader asked for; reading it back from the cache
 * walked the whole query again (about 7% of a product page's render). The answer is the same
 * data: the head's fields have no read functions in the type policies. A query the render did
 * not send itself (answered from the cache) is not here, and the head reads the cache then.
 */
import {
  ApolloLink,
  type OperationVariables,
  type TypedDocumentNode,
  type Unmasked,
} from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import { tap } from 'rxjs';

/** Variables as one string whatever their order; undefined ones are left out, as in JSON. */
const variablesKey = (variables: object | undefined) =>
  JSON.stringify(
    Object.entries(variables ?? {})
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

const operationName = (document: DocumentNode) =>
  document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)?.name
    ?.value ?? '';

export class RenderAnswers {
  private readonly answers = new Map<string, unknown>();

  /** Notes every answer with data, by operation name and variables. */
  readonly link = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        if (result.data && !('errors' in result && result.errors?.length)) {
          this.answers.set(
            `${operation.operationName ?? ''} ${variablesKey(operation.variables)}`,
            result.data,
          );
        }
      }),
    ),
  );

  /** The answer to `document` with `variables`, if this render received it. */
  get<TData, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables?: TVariables,
  ): Unmasked<TData> | undefined {
    return this.answers.get(`${operationName(document)} ${variablesKey(variables)}`) as
      Unmasked<TData> | undefined;
  }
}
