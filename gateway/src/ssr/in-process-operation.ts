/**
 * One of the web's persisted GraphQL operations run through the gateway's own pipeline
 * (in-process, `app.inject`), under the shopper's session, for a form endpoint that does what the
 * web's script would: its rate limit, deadline, idempotency and ownership checks are the
 * operation's own, except the rate limit: the form's post was counted, and the operation carries
 * its pass so it is not counted again (limits/rate-limit.ts). The API's 429 is answered as a
 * `RATE_LIMITED` error; a legacy failure or hang (HTTP 5xx, `UPSTREAM_ERROR`, `GATEWAY_TIMEOUT`)
 * is thrown, for the form's 503.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUNTED_PASS_HEADER } from '../limits/rate-limit.js';
import { SESSION_COOKIE } from '../session/cookie-session.js';
import type { PersistedOperation } from './persisted-operation.js';

export interface OperationAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
}

/** The operation's answer and the cookies it sets, for the browser. */
export interface AnswerWithCookies<T> {
  answer: OperationAnswer<T>;
  cookies: string[];
}

/** The operation's answer, run with the shopper's session cookie alone. */
export async function runOperation<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  operation: PersistedOperation,
  variables: Record<string, unknown>,
): Promise<OperationAnswer<T>> {
  const session = request.cookies[SESSION_COOKIE] ?? '';
  const { answer } = await inject<T>(app, request, name, operation, variables, {
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(session)}`,
  });
  return answer;
}

/**
 * The operation run with all the visitor's cookies (their basket's among them, so signing in or
 * registering adopts it), and the cookies it sets, `Secure` when this request came over HTTPS
 * (the in-process request does not).
 */
export async function runOperationWithCookies<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  operation: PersistedOperation,
  variables: Record<string, unknown>,
): Promise<AnswerWithCookies<T>> {
  const { answer, cookies } = await inject<T>(
    app,
    request,
    name,
    operation,
    variables,
    request.headers.cookie ? { cookie: request.headers.cookie } : {},
  );
  const secure = request.protocol === 'https';
  return {
    answer,
    cookies: cookies.map((line) =>
      secure && !/;\s*secure/i.test(line) ? `${line}; Secure` : line,
    ),
  };
}

async function inject<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  operation: PersistedOperation,
  variables: Record<string, unknown>,
  cookieHeader: { cookie?: string },
): Promise<AnswerWithCookies<T>> {
  const answer = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      [COUNTED_PASS_HEADER]: request.countedPass(),
      ...cookieHeader,
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
  if (answer.statusCode === 429)
    return { answer: { errors: [{ extensions: { code: 'RATE_LIMITED' } }] }, cookies: [] };
  if (answer.statusCode >= 500) throw new Error(`${name} answered ${answer.statusCode}`);
  const parsed = answer.json<OperationAnswer<T>>();
  const codes = errorCodes(parsed);
  if (codes.some((code) => code === 'UPSTREAM_ERROR' || code === 'GATEWAY_TIMEOUT'))
    throw new Error(`${name} failed: ${codes.join(', ')}`);
  const set = answer.headers['set-cookie'];
  return {
    answer: parsed,
    cookies: set === undefined ? [] : Array.isArray(set) ? set : [String(set)],
  };
}

/** The answer's error codes. */
export const errorCodes = (answer: OperationAnswer<unknown>): (string | undefined)[] =>
  (answer.errors ?? []).map((error) => error.extensions?.code);
