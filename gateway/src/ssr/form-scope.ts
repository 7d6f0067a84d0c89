/**
 * What every form endpoint's scope sets up before its route (`POST /branch`, `/basket`,
 * `/sign_in`, `/checkout/...`): an HTML form's url-encoded body read as `URLSearchParams`
 * (bounded), and the answers Fastify and the API's rate limit give in JSON (a body over the
 * limit: 413; too many requests: 429), answered with the form's own page in the shopper's
 * language instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SHARED_REFUSALS } from './form-pages.js';

/** The refusals a form's scope answers for it, before its route runs. */
export type SharedRefusal = keyof typeof SHARED_REFUSALS;

const SHARED_BY_STATUS: ReadonlyMap<number, SharedRefusal> = new Map([
  [413, 'tooLarge'],
  [429, 'rateLimited'],
]);

export interface FormScopeOptions {
  /** The largest body accepted, in bytes. */
  bodyLimit: number;
  /** The form's page for a shared refusal: too many requests, or a body over the limit. */
  sharedRefusalPage(request: FastifyRequest, refusal: SharedRefusal): string;
  /** Told of each such answer (metrics). */
  onSharedRefusal?(reply: FastifyReply, refusal: SharedRefusal): void;
}

export function prepareFormScope(scope: FastifyInstance, options: FormScopeOptions): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  scope.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const refusal = SHARED_BY_STATUS.get(reply.statusCode);
    if (!refusal || type.startsWith('text/html')) return payload;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    options.onSharedRefusal?.(reply, refusal);
    return options.sharedRefusalPage(request, refusal);
  });
}

/** The form's fields (an empty set when the body was not a form). */
export const formFields = (request: FastifyRequest): URLSearchParams =>
  request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
