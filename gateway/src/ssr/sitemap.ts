/**
 * `/sitemap.xml` (categories and products, from the web's server build: docs/adr/0029) and a
 * `/robots.txt` that names it, both at the shop's configured public origin (`PUBLIC_ORIGIN`),
 * never the request's Host or X-Forwarded-Host: they go out `public` for an hour. The sitemap
 * is built at most once per `ttlMs` (it asks one query per category) and kept once.
 */
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from './in-process-fetch.js';
import type { Renderer } from './renderer.js';

export function registerSitemap(
  app: FastifyInstance,
  renderer: Renderer,
  ttlMs: number,
  origin: string,
): void {
  let built: { at: number; xml: Promise<string> } | null = null;

  app.get('/sitemap.xml', async (request, reply) => {
    let entry = built;
    if (!entry || Date.now() - entry.at > ttlMs) {
      const fresh = {
        at: Date.now(),
        xml: renderer.build.sitemap({ origin, fetch: inProcessFetch(app, request.ip) }),
      };
      built = entry = fresh;
      // A failed build is not kept: the next request tries again.
      fresh.xml.catch(() => {
        if (built === fresh) built = null;
      });
    }
    const xml = await entry.xml;
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  const robots = `User-agent: *\nAllow: /\nDisallow: /graphql\nSitemap: ${origin}/sitemap.xml\n`;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
}
