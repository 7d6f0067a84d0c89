/**
 * Turns resolver failures into what clients may see: upstream failures get their code
 * (`UPSTREAM_ERROR`, `GATEWAY_TIMEOUT`, ...), expected GraphQL errors pass, and anything unexpected
 * is masked as `INTERNAL_SERVER_ERROR` and logged. Upstream bodies and stacks never reach clients.
 */
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { UpstreamError, quantityRuleBreak } from './upstream/errors.js';

const CLIENT_CODES = new Set([
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
]);

/** What a client reads for a failed legacy call: only "try again" where trying again may help. */
const UPSTREAM_MESSAGES: Record<string, string> = {
  GATEWAY_TIMEOUT: 'The shop did not answer in time. Please try again.',
  NOT_FOUND: 'Not found.',
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to do that.',
  BAD_USER_INPUT: 'The shop could not accept this request as sent.',
  UPSTREAM_ERROR: 'The shop could not answer right now. Please try again.',
};

/**
 * graphql-js's suggestions ("Did you mean the enum value "PROMOTIONS"?", "Did you mean
 * "location"?"), in validation errors and in the variables' coercion alike: each ends its
 * sentence with a question mark that names no schema member itself.
 */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * What the gateway writes to its log for an error in an answer: upstream failures (a warning) and
 * unexpected resolver errors (an error, masked for the client); the client's own mistakes and
 * expected errors are not logged.
 */
export type LoggedFailure = 'upstream failure' | 'unexpected resolver error';

/** Errors already logged with their request's logger (the pipeline's logErrors step). */
const logged = new WeakSet<object>();

/**
 * Logs an error of a request's answer with that request's logger (its `reqId`, and its trace id
 * with tracing on). Called before the answer is formatted; formatError logs only what was not.
 */
export function logFailure(log: FastifyBaseLogger, error: GraphQLError): void {
  const original = unwrapResolverError(error);
  const failure = failureOf(original, error.extensions?.code);
  if (!failure || typeof original !== 'object' || original === null) return;
  logged.add(original);
  writeFailure(log, failure, original, error.path);
}

function failureOf(original: unknown, code: unknown): LoggedFailure | null {
  if (original instanceof UpstreamError) {
    return quantityRuleBreak(original.messages) ? null : 'upstream failure';
  }
  if (
    original instanceof GraphQLError &&
    (code === undefined || code === 'INTERNAL_SERVER_ERROR') &&
    !original.originalError &&
    !original.path
  ) {
    return null;
  }
  if (
    (original instanceof GraphQLError && code !== undefined && code !== 'INTERNAL_SERVER_ERROR') ||
    (typeof code === 'string' && CLIENT_CODES.has(code))
  ) {
    return null;
  }
  return 'unexpected resolver error';
}

function writeFailure(
  log: FastifyBaseLogger,
  failure: LoggedFailure,
  original: unknown,
  path: GraphQLFormattedError['path'],
): void {
  if (failure === 'upstream failure' && original instanceof UpstreamError) {
    log.warn({ err: original, route: original.route, path }, failure);
  } else {
    log.error({ err: original, path }, failure);
  }
}

/** A variable's coercion error, naming the client's own variable: `Variable "$input" …`. */
const VARIABLE = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/;

/**
 * With introspection off, what a message may say without naming a type, field, argument or input
 * field of the schema: graphql-js's validation messages ("Cannot query field "x" on type "Y"",
 * "Unknown argument", "Field "x" of required type …") and its variable coercion messages
 * ("Variable "$input" got invalid value …; Field "x" is not defined by type "Y"") say only what
 * kind of mistake it was. The gateway's own limits (`extensions.reason`) name only the operation.
 */
export function withoutSchemaNames(answer: GraphQLFormattedError): GraphQLFormattedError {
  const extensions = answer.extensions ?? {};
  if (extensions.code === 'GRAPHQL_VALIDATION_FAILED' && extensions.reason === undefined) {
    return { ...answer, message: 'The operation is not valid for this API.' };
  }
  const variable = VARIABLE.exec(answer.message);
  if (variable) {
    return { ...answer, message: `Variable "$${variable[1]}" has a value it cannot take.` };
  }
  return answer.message.includes('Did you mean')
    ? { ...answer, message: answer.message.replace(SUGGESTION, '') }
    : answer;
}

export function formatError(log: FastifyBaseLogger, options: { hideSuggestions: boolean }) {
  const format = formatAny(log);
  if (!options.hideSuggestions) return format;
  // With introspection off, no message names a member of the schema, whichever step wrote it.
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError =>
    withoutSchemaNames(format(formatted, error));
}

function formatAny(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const { message: _drop, extensions: _ext, ...location } = formatted;
    if (original instanceof UpstreamError) {
      const ruleBreak = quantityRuleBreak(original.messages);
      if (ruleBreak)
        return { ...location, message: ruleBreak.message, extensions: ruleBreak.extensions };
      if (!logged.has(original)) writeFailure(log, 'upstream failure', original, formatted.path);
      const code = original.graphqlCode;
      return {
        ...location,
        message:
          UPSTREAM_MESSAGES[code] ?? 'The shop could not answer right now. Please try again.',
        extensions: { code },
      };
    }
    const code = formatted.extensions?.code;
    if (
      original instanceof GraphQLError &&
      (code === undefined || code === 'INTERNAL_SERVER_ERROR') &&
      !original.originalError &&
      !original.path
    ) {
      // graphql-js refusing the operation itself (e.g. a subscription, which this schema has
      // none of): the client's mistake, not ours.
      return { ...location, message: original.message, extensions: { code: 'BAD_REQUEST' } };
    }
    if (
      (original instanceof GraphQLError && code !== 'INTERNAL_SERVER_ERROR') ||
      (typeof code === 'string' && CLIENT_CODES.has(code))
    ) {
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    if (typeof original !== 'object' || original === null || !logged.has(original)) {
      writeFailure(log, 'unexpected resolver error', original, formatted.path);
    }
    return {
      ...location,
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
