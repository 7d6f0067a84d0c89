/**
 * A server-rendered page kept ready to send (docs/adr/0029): its bytes, an ETag naming them, and
 * each encoding's compressed bytes, made the first time a visitor asks for that encoding and then
 * reused. The reply carries Content-Encoding, so the compression plugin leaves it alone; a
 * visitor whose copy is current (If-None-Match) gets a 304 with no body at all.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, encodingFor, type Encoding } from '../pipeline/public-answer-cache.js';

export interface PreparedPage {
  status: number;
  /** The page as UTF-8. */
  raw: Buffer;
  /** Weak: the same page in every encoding. */
  etag: string;
  /** The bytes per encoding asked for so far (`identity` is `raw`). */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** The route pattern the page was rendered for (`/product/:id`), for metrics. */
  route?: string;
}

export function preparePage(status: number, html: string, route?: string): PreparedPage {
  const raw = Buffer.from(html, 'utf8');
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return { status, raw, etag: `W/"${hash}"`, encoded: {}, ...(route ? { route } : {}) };
}

/** Whether the visitor's copy (If-None-Match) is this page. */
export function isCurrent(request: FastifyRequest, page: PreparedPage): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // Weak comparison (RFC 9110 13.1.2): `W/` does not matter, any listed tag may match.
  const tag = page.etag.slice(2);
  return (
    header === '*' || header.split(',').some((item) => item.trim().replace(/^W\//, '') === tag)
  );
}

function bodyFor(page: PreparedPage, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  if (encoding === 'identity') return { body: page.raw, encoding };
  let body = page.encoded[encoding];
  if (!body) {
    body = compress(page.raw, encoding);
    page.encoded[encoding] = body;
  }
  return { body, encoding: body === page.raw ? 'identity' : encoding };
}

/** The answer's `Set-Cookie` lines so far. */
export function setCookieLines(reply: FastifyReply): string[] {
  const header = reply.getHeader('set-cookie');
  return header === undefined ? [] : [header].flat().map(String);
}

/** Sends the page, or a 304 when the visitor already has it. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PreparedPage,
): void {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    // Like index.html: the browser asks again each time (the page varies by cookie), with the
    // ETag, and gets a 304 while the page it has is the one this visitor would get. An answer
    // already made private (it names a first visitor's basket) stays so.
    .header('cache-control', reply.getHeader('cache-control') ?? 'no-cache')
    .header('etag', page.etag);
  if (page.status === 200 && isCurrent(request, page)) {
    void reply.code(304).send();
    return;
  }
  const { body, encoding } = bodyFor(page, encodingFor(request));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  void reply.code(page.status).send(body);
}

/**
 * Sends a page rendered for a request with the session cookie: that shopper's alone, so no cache
 * on the way may keep it (`private, no-store`) and it has no ETag (a tag would let a later
 * request be answered 304 from a copy made for another session).
 */
export function sendPrivate(reply: FastifyReply, page: PreparedPage): void {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'cookie');
  void reply.code(page.status).send(page.raw);
}
