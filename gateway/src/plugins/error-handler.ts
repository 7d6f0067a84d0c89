/**
 * Errors Fastify raises before GraphQL runs (a body that is not JSON, too large, of a type the
 * gateway does not read, a timeout) answer in the GraphQL error shape on `/graphql`, with a code
 * a client can act on; 5xx messages are masked everywhere (the full error goes to the log only).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCode(status: number): string {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
}

/** Client errors keep Fastify's message (it names what was wrong); server errors never do. */
function publicMessage(error: FastifyError, status: number): string {
  if (status < 500) return error.message;
  return status === 503 ? 'Service unavailable, try again' : 'Internal server error';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error, status }, 'request refused');
    const message = publicMessage(error, status);
    // The route reached, not the raw URL: `/%67raphql` is /graphql too.
    if (request.routeOptions.url === '/graphql') {
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ errors: [{ message, extensions: { code: errorCode(status) } }] });
    }
    return reply.status(status).send({
      statusCode: status,
      error: errorCode(status),
      message,
    });
  });
}
