/** A form's success: on to `target` (a 303, never cached), with the cookies its operation set. */
import type { FastifyReply } from 'fastify';

export function redirectWithCookies(
  reply: FastifyReply,
  cookies: string[],
  target: string,
): FastifyReply {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.code(303).header('cache-control', 'no-store').header('location', target).send();
}
