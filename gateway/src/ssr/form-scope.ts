/**
 * What every form endpoint's scope sets up before its route (`POST /branch`, `/basket`,
 * `/sign_in`, `/checkout/...`): an HTML form's url-encoded body read as `URLSearchParams`
 * (bounded), and the API's rate limit, which answers a GraphQL-shaped 429, answered with the
 * form's own page in the shopper's language instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface FormScopeOptions {
  /** The largest body accepted, in bytes. */
  bodyLimit: number;
  /** The form's page for a shopper who sent too many requests. */
  rateLimitedPage(request: FastifyRequest): string;
  /** Told of each such answer (metrics). */
  onRateLimited?(reply: FastifyReply): void;
}

export function prepareFormScope(scope: FastifyInstance, options: FormScopeOptions): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  scope.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode !== 429 || type.startsWith('text/html')) return payload;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    options.onRateLimited?.(reply);
    return options.rateLimitedPage(request);
  });
}

/** The form's fields (an empty set when the body was not a form). */
export const formFields = (request: FastifyRequest): URLSearchParams =>
  request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
