/**
 * Security headers on every answer (web app, explorer, API) with Helmet: a Content
 * Security Policy the shop and GraphiQL both run under, `nosniff`, no framing by other sites,
 * no referrer leaks. Pictures and the card form come from the legacy API's origin (and any
 * configured extra origin); plain-http origins stay allowed (no upgrade-insecure-requests) so the
 * embedded simulator and a local legacy API keep working.
 *
 * Helmet itself, built once: @fastify/helmet builds Helmet's middleware again on every request
 * (parsing the whole policy each time, about 3% of the gateway's CPU on a cached query), for
 * per-route options and nonces this gateway does not use. The headers are the same.
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The legacy API's base URL: its origin serves product pictures and the card form. */
  legacyApiUrl: string;
  extraOrigins: string[];
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, { legacyApiUrl, extraOrigins }) => {
    const legacy = new URL(legacyApiUrl).origin;
    const outside = [legacy, ...extraOrigins];
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
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
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
