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

export function formatError(log: FastifyBaseLogger, options: { hideSuggestions: boolean }) {
  const format = formatAny(log);
  if (!options.hideSuggestions) return format;
  // With introspection off, no message suggests a name of the schema, whichever step wrote it.
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = format(formatted, error);
    return answer.message.includes('Did you mean')
      ? { ...answer, message: answer.message.replace(SUGGESTION, '') }
      : answer;
  };
}

function formatAny(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const { message: _drop, extensions: _ext, ...location } = formatted;
    if (original instanceof UpstreamError) {
      const ruleBreak = quantityRuleBreak(original.messages);
      if (ruleBreak)
        return { ...location, message: ruleBreak.message, extensions: ruleBreak.extensions };
      log.warn({ err: original, route: original.route, path: formatted.path }, 'upstream failure');
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
    log.error({ err: original, path: formatted.path }, 'unexpected resolver error');
    return {
      ...location,
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
