/**
 * Gives every request an id (the caller's `x-request-id` when it is sane, else a UUID), echoes it
 * in the `x-request-id` response header, and a scope carrying its overall deadline
 * (`request.requestScope`), which every upstream call made for it honours.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createRequestScope, type RequestScope } from '../upstream/request-scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's deadline; hand it to `upstream.forRequest` for its upstream calls. */
    requestScope: RequestScope | null;
  }
}

/** Fastify's `genReqId`: a caller's id of up to 128 safe characters, or a fresh UUID. */
export function requestIdFrom(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[\w.:-]{1,128}$/.test(value) ? value : randomUUID();
}

export const requestScopePlugin = fp<{ requestTimeoutMs: number }>(
  async (app: FastifyInstance, { requestTimeoutMs }) => {
    app.decorateRequest('requestScope', null);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      request.requestScope = createRequestScope(String(request.id), requestTimeoutMs);
      done();
    });
    // The deadline's timer ends with the response (or the client going away), not 60 s later.
    const end = (request: FastifyRequest, done: () => void) => {
      request.requestScope?.end();
      done();
    };
    app.addHook('onResponse', (request, _reply, done) => end(request, done));
    app.addHook('onRequestAbort', (request, done) => end(request, done));
  },
  { name: 'request-scope' },
);
