/**
 * Answers a page request with its server render (docs/adr/0029) when it can: a public screen,
 * a signed-out visitor, a render that worked. Otherwise it answers nothing and the web plugin
 * sends the client-rendered index.html, as before. `x-render` says which happened (`rendered`,
 * `cached`, or the client page's reason), for tests and for whoever reads the access log.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../session/cookie-session.js';
import type { HtmlCache, PageKey } from './html-cache.js';
import { inProcessFetch, type RenderData } from './in-process-fetch.js';
import { preparePage, sendPrepared } from './prepared-page.js';
import { clientOutcome, type RenderMetrics } from './render-metrics.js';
import type { Renderer } from './renderer.js';
import { inSpan } from '../telemetry/spans.js';

const LOCALES = ['en', 'af', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

export interface ServerPagesOptions {
  app: FastifyInstance;
  renderer: Renderer;
  cache: HtmlCache;
  /**
   * The shop's public origin (`PUBLIC_ORIGIN`): the page's canonical link, `og:url` and JSON-LD
   * name it. Never the request's Host or X-Forwarded-Host: a page is kept for every visitor.
   */
  origin: string;
  dataDeadlineMs: number;
  log: FastifyBaseLogger;
  metrics?: RenderMetrics;
}

/** Sends the page and returns true, or returns false for the client-rendered page. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export function serverPages({
  app,
  renderer,
  cache,
  origin,
  dataDeadlineMs,
  log,
  metrics,
}: ServerPagesOptions): SendPage {
  return async (request, reply) => {
    // A signed-in visitor's pages are theirs: never rendered here, never cached.
    if (request.cookies[SESSION_COOKIE]) {
      reply.header('x-render', 'client; signed-in');
      metrics?.page(undefined, 'signed_in');
      return false;
    }
    const requested = request.cookies.sf_locale;
    const locale: Locale = LOCALES.includes(requested as Locale) ? (requested as Locale) : 'en';
    const branch = renderer.build.branchFromCookie(request.cookies.sf_branch);
    const key: PageKey = {
      build: renderer.buildId,
      locale,
      branchId: branch?.id ?? null,
      url: request.url,
    };

    const cached = cache.get(key);
    metrics?.cacheLookup(cached !== undefined);
    if (cached) {
      sendPrepared(request, reply.header('x-render', 'cached'), cached);
      metrics?.page(cached.route, 'cached');
      return true;
    }
    try {
      const started = process.hrtime.bigint();
      const data: RenderData = { failed: false };
      const outcome = await inSpan('server render', { 'url.path': request.url }, () =>
        renderer.build.render({
          url: `${origin}${request.url}`,
          headers: {},
          locale,
          branch,
          fetch: inProcessFetch(app, request.ip, data),
          template: renderer.template,
          manifest: renderer.manifest,
          styles: renderer.styles,
          dataDeadlineMs,
        }),
      );
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const route = outcome.kind === 'page' ? routeLabel(outcome.route) : undefined;
      metrics?.rendered(route, ms / 1000);
      if (outcome.kind === 'redirect') {
        reply.header('x-render', 'rendered').redirect(outcome.location, outcome.status);
        metrics?.page(undefined, 'redirect');
        return true;
      }
      // A page whose data failed shows the failure (an error screen, a missing section): never
      // sent or kept as the page. The client page asks again from the visitor's browser.
      if (data.failed && outcome.kind !== 'client') {
        reply.header('x-render', 'client; data failed');
        metrics?.page(undefined, 'data_failed');
        return false;
      }
      if (outcome.kind === 'client') {
        reply.header('x-render', `client; ${outcome.reason}`);
        metrics?.page(undefined, clientOutcome(outcome.reason));
        return false;
      }
      const page = preparePage(outcome.status, outcome.html, route);
      metrics?.page(route, outcome.status === 404 ? 'not_found' : 'rendered');
      // Only a found page is kept: any URL may be asked for, and misses must not push pages out.
      if (outcome.status === 200) cache.set(key, page);
      reply.header('x-render', 'rendered').header('server-timing', `render;dur=${ms.toFixed(1)}`);
      sendPrepared(request, reply, page);
      return true;
    } catch (error) {
      // Never a blank page or a 500 for a render that failed: the client page renders it.
      log.warn({ err: error, url: request.url }, 'server render failed: client page sent');
      reply.header('x-render', 'client; render failed');
      metrics?.page(undefined, 'failed');
      return false;
    }
  };
}

/** The web's route pattern as a metrics label (`/product/:id`), `none` when it named none. */
function routeLabel(route: string | undefined): string | undefined {
  return route === undefined ? undefined : `/${route}`;
}
