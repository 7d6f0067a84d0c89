/**
 * Registers a legacy route from its contract key, so the path, the query it reads and the response
 * it sends are checked against the same `LegacyRoutes` type the gateway's clients use.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  LegacyRouteKey,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '../contract/index.js';

/** What a handler gets: path parameters and query as the raw strings of the URL. */
export interface LegacyRequest<K extends LegacyRouteKey> {
  params: { [P in keyof RouteParams<K>]: string };
  query: { [Q in keyof RouteQuery<K>]?: string };
  body: RouteBody<K>;
  raw: FastifyRequest;
}

export type LegacyHandler<K extends LegacyRouteKey> = (
  request: LegacyRequest<K>,
  reply: FastifyReply,
) => Promise<RouteResponse<K>> | RouteResponse<K>;

/** `GET /catalog/v1/suppliers/{id}` to `['GET', '/catalog/v1/suppliers/:id']`. */
export function splitRouteKey(key: string): [method: string, fastifyPath: string] {
  const [method, path] = key.split(' ');
  if (!method || !path) throw new Error(`Bad route key: ${key}`);
  return [method, path.replace(/\{(\w+)\}/g, ':$1')];
}

export function defineRoute<K extends LegacyRouteKey>(
  app: FastifyInstance,
  key: K,
  handler: LegacyHandler<K>,
): void {
  const [method, url] = splitRouteKey(key);
  app.route({
    method: method as 'GET',
    url,
    handler: async (request, reply) =>
      handler(
        {
          params: request.params as LegacyRequest<K>['params'],
          query: request.query as LegacyRequest<K>['query'],
          body: request.body as RouteBody<K>,
          raw: request,
        },
        reply,
      ),
  });
}
