/**
 * A few seconds' memory of public GraphQL answers, kept compressed: a GET query the gateway has
 * already declared public (`Cache-Control: public`, see cache-control.ts: catalogue and
 * configuration fields only, no errors, no cookie set) is answered again from the bytes it was
 * sent as, without parsing, executing, serialising or compressing anything. Browsers and any CDN
 * may already keep these answers for 60 s; this keeps them for at most `ttlMs` (5 s by default,
 * never longer than the catalogue cache), per URL, encoding and `Accept`, so a burst of shoppers on the
 * landing page costs one execution per few seconds instead of one each (compression and
 * execution were most of the landing page's CPU).
 *
 * Register inside the API context after the rate limit (a cached answer still counts) and before
 * the GraphQL route. The answer is compressed here (brotli quality 1, else gzip 6, the settings of
 * compression.ts) so the compression plugin, seeing Content-Encoding, leaves it alone.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_PARAMS,
  DYNAMIC_GZIP_LEVEL,
} from '../http/compression.js';
import { passesApolloCsrfPrevention } from './apollo-csrf.js';
import type { LegacyAnswerCaches } from '../cache/legacy-answer-caches.js';
import { PUBLIC_CACHE_CONTROL } from './cache-control.js';

export interface PublicAnswerCacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Upper bound on the bytes kept (compressed bodies). */
  maxBytes?: number;
  /** Called with `hit` or `miss` for every public GET looked up (metrics). */
  onLookup?: (outcome: 'hit' | 'miss') => void;
  /** Where the answers are emptied with the other legacy answers (the simulator's reset). */
  caches?: LegacyAnswerCaches;
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface Answer {
  body: Buffer;
  contentType: string;
  encoding: Encoding;
}

/** The encoding the compression plugin would choose for this request (same negotiator, order). */
export function encodingFor(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  const chosen = negotiate(header.toLowerCase().replace(/x-gzip|\*/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/** The body as the compression plugin would send it (small bodies as they are). */
export function compress(raw: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'identity' || raw.length < COMPRESSION_THRESHOLD_BYTES) return raw;
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: DYNAMIC_BROTLI_PARAMS })
    : gzipSync(raw, { level: DYNAMIC_GZIP_LEVEL });
}

const isGraphqlGet = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.url === '/graphql';

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply
    .header('content-type', answer.contentType)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept, accept-encoding');
  if (answer.encoding !== 'identity') {
    reply.header('content-encoding', answer.encoding);
  }
  return reply.send(answer.body);
}

/**
 * The answers kept, bounded in bytes. An expired answer leaves when it expires, not when it is
 * next asked for or pushed out: after a burst of distinct queries (every server render asks its
 * own) the bound's worth of answers nobody is sent again would otherwise stay while it is quiet.
 */
export function answerStore(ttlMs: number, maxBytes = 32 * 1024 * 1024) {
  return new LRUCache<string, Answer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.length + 64,
    ttl: ttlMs,
    ttlAutopurge: true,
  });
}

export const publicAnswerCachePlugin = fp<PublicAnswerCacheOptions>(
  async (app: FastifyInstance, options) => {
    if (options.ttlMs <= 0) return;
    const answers = answerStore(options.ttlMs, options.maxBytes);
    options.caches?.add(() => answers.clear());
    const fromCache = new WeakSet<FastifyRequest>();
    // One answer per URL, encoding and `Accept` exactly as sent: Apollo chooses the content type
    // (or refuses with 406) from `Accept`, so a request is only answered with what it chose.
    const keyOf = (request: FastifyRequest, encoding: Encoding) =>
      `${encoding} ${request.headers.accept ?? ''} ${request.url}`;

    app.addHook('onRequest', async (request, reply) => {
      // A cached answer is only given to a request Apollo would have run.
      if (!isGraphqlGet(request) || !passesApolloCsrfPrevention(request.headers)) return;
      const answer = answers.get(keyOf(request, encodingFor(request)));
      options.onLookup?.(answer ? 'hit' : 'miss');
      if (!answer) return;
      fromCache.add(request);
      return send(reply, answer);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isGraphqlGet(request) || fromCache.has(request)) return payload;
      const publicAnswer =
        reply.statusCode === 200 &&
        reply.getHeader('cache-control') === PUBLIC_CACHE_CONTROL &&
        reply.getHeader('set-cookie') === undefined &&
        reply.getHeader('content-encoding') === undefined &&
        (typeof payload === 'string' || Buffer.isBuffer(payload));
      if (!publicAnswer) return payload;
      const encoding = encodingFor(request);
      const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const body = compress(raw, encoding);
      const answer: Answer = {
        body,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        encoding: body === raw ? 'identity' : encoding,
      };
      answers.set(keyOf(request, encoding), answer);
      if (answer.encoding !== 'identity') {
        reply.header('content-encoding', answer.encoding);
        reply.removeHeader('content-length');
      }
      return body;
    });
  },
  { name: 'public-answer-cache' },
);
