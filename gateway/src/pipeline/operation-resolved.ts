/**
 * Refuses a request whose operation Apollo Server could not resolve from the document and
 * `operationName` (empty, naming no operation of the document, or missing where the document has
 * several): a 400 before any other plugin decides anything and before anything runs. Without it,
 * Apollo skips its own checks of the operation (GET only for queries) and plugins judging the
 * operation (the safelist) see none, while an executor could still pick one itself.
 */
import { GraphQLError } from 'graphql';
import type { PipelineStep } from './step.js';

function unresolved(operationName: string | null | undefined): GraphQLError {
  const message =
    operationName === ''
      ? 'operationName is empty: name one of the document’s operations, or leave operationName out when the document has only one.'
      : operationName != null
        ? `operationName "${operationName}" names no operation in the document.`
        : 'The document has several operations: operationName must name the one to run.';
  return new GraphQLError(message, {
    extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
  });
}

export const operationResolved: PipelineStep = {
  didResolveOperation({ operation, request }) {
    if (!operation) throw unresolved(request.operationName);
  },
};
