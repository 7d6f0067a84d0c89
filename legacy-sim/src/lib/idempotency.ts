/**
 * `Idempotency-Key` handling for calls that create money-bearing things: a repeat of the same key
 * by the same shopper on the same route answers the first (successful) result and creates nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';

export async function idempotent<T>(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  route: string,
  create: () => T | Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = typeof header === 'string' && header ? header : null;
  const storeKey = key ? `${userId}|${route}|${key}` : null;
  const previous = storeKey ? ctx.state.idempotency[storeKey] : undefined;
  if (previous) {
    reply.code(previous.statusCode).header('idempotent-replay', 'true');
    return previous.body as T;
  }
  const result = await create();
  if (storeKey) ctx.state.idempotency[storeKey] = { statusCode: reply.statusCode, body: result };
  return result;
}
