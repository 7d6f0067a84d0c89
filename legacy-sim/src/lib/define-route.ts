/**
 * Registers a legacy route from its contract key, so the path, the query it reads and the response
 * it sends are checked against the same `LegacyRoutes` type the gateway's clients use. The auth
 * option must match the contract's `auth` for the key (a type error otherwise):
 * - `user`: `Authorization: Bearer <auth_token>` from sign in, else 401; a `{user_id}` path
 *   parameter naming another account answers 403 (404 when no such account exists);
 * - `manager`: the manager authorisation header with the configured value, else 401 (missing) or
 *   403 (wrong value).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MANAGER_AUTH_HEADER,
  type LegacyRouteKey,
  type RouteAuth,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import type { AccountRecord } from '../state/types.js';
import { forbidden, notFound, unauthorized } from './http-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    simContext: SimContext;
  }
}

/** What a handler gets: path parameters and query as the raw strings of the URL. */
export interface LegacyRequest<K extends LegacyRouteKey> {
  params: { [P in keyof RouteParams<K>]: string };
  query: { [Q in keyof RouteQuery<K>]?: string };
  body: RouteBody<K>;
  /** The signed-in shopper on `user` routes. */
  user: RouteAuth<K> extends 'user' ? AccountRecord : AccountRecord | null;
  raw: FastifyRequest;
}

export type LegacyHandler<K extends LegacyRouteKey> = (
  request: LegacyRequest<K>,
  reply: FastifyReply,
) => Promise<RouteResponse<K>> | RouteResponse<K>;

type AuthOptions<K extends LegacyRouteKey> =
  RouteAuth<K> extends 'none' ? [options?: { auth?: 'none' }] : [options: { auth: RouteAuth<K> }];

/** `GET /catalog/v1/suppliers/{id}` to `['GET', '/catalog/v1/suppliers/:id']`. */
export function splitRouteKey(key: string): [method: string, fastifyPath: string] {
  const [method, path] = key.split(' ');
  if (!method || !path) throw new Error(`Bad route key: ${key}`);
  return [method, path.replace(/\{(\w+)\}/g, ':$1')];
}

/** The account of the request's bearer token, or null. */
export function bearerAccount(ctx: SimContext, request: FastifyRequest): AccountRecord | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  const userId = match?.[1] ? ctx.state.sessions[match[1]] : undefined;
  return userId === undefined
    ? null
    : (ctx.state.accounts.find((account) => account.id === userId) ?? null);
}

/** 403 when `id` is another shopper, 404 when there is no such shopper. */
export function assertSelf(ctx: SimContext, user: AccountRecord, id: string): void {
  if (String(user.id) === id) return;
  if (ctx.state.accounts.some((account) => String(account.id) === id)) throw forbidden();
  throw notFound(`User ${id} not found`);
}

function authenticate(
  ctx: SimContext,
  auth: 'none' | 'user' | 'manager',
  request: FastifyRequest,
): AccountRecord | null {
  if (auth === 'manager') {
    const value = request.headers[MANAGER_AUTH_HEADER];
    if (value === undefined || value === '') throw unauthorized('Manager authorisation required');
    if (value !== ctx.settings.managerToken) throw forbidden('Manager authorisation refused');
    return null;
  }
  const user = bearerAccount(ctx, request);
  if (auth === 'user') {
    if (!user) throw unauthorized();
    const params = request.params as Record<string, string>;
    if (params.user_id !== undefined) assertSelf(ctx, user, params.user_id);
  }
  return user;
}

export function defineRoute<K extends LegacyRouteKey>(
  app: FastifyInstance,
  key: K,
  handler: LegacyHandler<K>,
  ...options: AuthOptions<K>
): void {
  const [method, url] = splitRouteKey(key);
  const auth = options[0]?.auth ?? 'none';
  app.route({
    method: method as 'GET',
    url,
    handler: async (request, reply) => {
      const ctx = app.simContext;
      const user = authenticate(ctx, auth, request);
      try {
        return await handler(
          {
            params: request.params as LegacyRequest<K>['params'],
            query: request.query as LegacyRequest<K>['query'],
            body: request.body as RouteBody<K>,
            user: user as LegacyRequest<K>['user'],
            raw: request,
          },
          reply,
        );
      } finally {
        if (method !== 'GET') ctx.changed();
      }
    },
  });
}
