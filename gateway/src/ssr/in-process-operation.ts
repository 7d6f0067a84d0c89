/**
 * One of the web's persisted GraphQL operations run through the gateway's own pipeline
 * (in-process, `app.inject`), under the shopper's session, for a form endpoint that does what the
 * web's script would: its rate limit, deadline, idempotency and ownership checks are the
 * operation's own. The API's 429 is answered as a `RATE_LIMITED` error; a legacy failure or hang
 * (HTTP 5xx, `UPSTREAM_ERROR`, `GATEWAY_TIMEOUT`) is thrown, for the form's 503.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../session/cookie-session.js';
import type { PersistedOperation } from './sign-in-form.js';

export interface OperationAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

export async function runOperation<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  operation: PersistedOperation,
  variables: Record<string, unknown>,
): Promise<OperationAnswer<T>> {
  const session = request.cookies[SESSION_COOKIE] ?? '';
  const answer = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}`,
      ...(request.headers['x-request-id']
        ? { 'x-request-id': request.headers['x-request-id'] }
        : {}),
    },
    payload: JSON.stringify({
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    }),
  });
  if (answer.statusCode === 429) return { errors: [{ extensions: { code: 'RATE_LIMITED' } }] };
  if (answer.statusCode >= 500) throw new Error(`${name} answered ${answer.statusCode}`);
  const parsed = answer.json<OperationAnswer<T>>();
  const codes = errorCodes(parsed);
  if (codes.some((code) => code === 'UPSTREAM_ERROR' || code === 'GATEWAY_TIMEOUT'))
    throw new Error(`${name} failed: ${codes.join(', ')}`);
  return parsed;
}

/** The answer's error codes. */
export const errorCodes = (answer: OperationAnswer<unknown>): (string | undefined)[] =>
  (answer.errors ?? []).map((error) => error.extensions?.code);
