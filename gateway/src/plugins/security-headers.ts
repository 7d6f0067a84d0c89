/**
 * Security headers on every answer (web app, explorer, API) with Helmet: a Content
 * Security Policy the shop and GraphiQL both run under, `nosniff`, no framing by other sites,
 * no referrer leaks. Pictures and the card form come from the legacy API's origin (and any
 * configured extra origin); plain-http origins stay allowed (no upgrade-insecure-requests) so the
 * embedded simulator and a local legacy API keep working.
 *
 * Pages and files get Helmet's headers; JSON answers (the API, errors) the short set an API needs.
 * Helmet runs once, at start-up, and the headers it sets are kept: no nonces or per-route options
 * are used here, so they are the same on every answer. Running its chain of middlewares on each
 * request cost about 5% of the gateway's CPU on a one-call query (and @fastify/helmet, which also
 * rebuilds the chain per request, more).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The legacy API's base URL: its origin serves product pictures and the card form. */
  legacyApiUrl: string;
  extraOrigins: string[];
  /**
   * Inline scripts allowed by their hash (`sha256-…`): the server-rendered page's after-paint
   * script (web/src/server/after-paint.js). No other inline script runs.
   */
  scriptHashes?: string[];
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { legacyApiUrl, extraOrigins, scriptHashes = [] }) => {
    const legacy = new URL(legacyApiUrl).origin;
    const outside = [legacy, ...extraOrigins];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
          scriptSrcAttr: ["'none'"],
          // React style attributes (bar widths) and GraphiQL's editor inject styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...outside],
          fontSrc: ["'self'", 'data:'],
          // The leaflet viewer (pdf.js) fetches PDF leaflets from where the legacy API keeps them.
          connectSrc: ["'self'", ...outside],
          // The explorer's editor runs language services in workers.
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameSrc: ["'self'", ...outside],
          frameAncestors: ["'none'"],
          formAction: ["'self'", ...outside],
        },
      },
      // The card form and redirect payments are other origins the shop links to on purpose.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS belongs to the TLS terminator (nginx or the platform), which knows the host is https.
      strictTransportSecurity: false,
    });
    const documentHeaders = headersSetBy(applyHeaders);
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      reply.headers(
        typeof type === 'string' && JSON_TYPE.test(type) ? API_HEADERS : documentHeaders,
      );
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

const JSON_TYPE = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * A JSON answer is data, never a page: it loads nothing and may be framed by nobody (OWASP's
 * REST headers). The page-only headers (a policy for scripts and pictures, opener and DNS
 * prefetch rules) would only add a kilobyte to every API answer.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a Helmet middleware sets on an answer (it sets them synchronously). */
export function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let finished = false;
  middleware({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish synchronously');
  return headers;
}
