/**
 * `/sitemap.xml` (categories and products, from the web's server build: docs/adr/0029) and a
 * `/robots.txt` that names it. The sitemap is built at most once per `ttlMs` per origin: it asks
 * one query per category.
 */
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from './in-process-fetch.js';
import type { Renderer } from './renderer.js';

export function registerSitemap(app: FastifyInstance, renderer: Renderer, ttlMs: number): void {
  const built = new Map<string, { at: number; xml: Promise<string> }>();

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    let entry = built.get(origin);
    if (!entry || Date.now() - entry.at > ttlMs) {
      entry = {
        at: Date.now(),
        xml: renderer.build.sitemap({ origin, fetch: inProcessFetch(app, request.ip) }),
      };
      built.set(origin, entry);
      // A failed build is not kept: the next request tries again.
      entry.xml.catch(() => built.delete(origin));
    }
    const xml = await entry.xml;
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /graphql\nSitemap: ${origin}/sitemap.xml\n`);
  });
}
