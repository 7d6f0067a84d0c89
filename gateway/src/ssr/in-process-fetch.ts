/**
 * The `fetch` a server render's Apollo Client uses: each GraphQL request goes through the gateway's
 * own Fastify instance with `inject` (no socket, no HTTP hop), so it meets the same pipeline as the
 * browser's (persisted GET, safelist, public-answer cache, rate limit counted for the visitor's
 * address). It carries no cookie: only signed-out pages are rendered (docs/adr/0029).
 */
import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([101, 204, 205, 304]);

export function inProcessFetch(app: FastifyInstance, visitorAddress: string): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitorAddress,
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
