/**
 * Answers a page request with its server render (docs/adr/0029, 0049) when it can: a screen whose
 * route renders, a render that worked. Otherwise it answers nothing and the web plugin sends the
 * client-rendered index.html, as before. `x-render` says which happened (`rendered`, `cached`,
 * `rendered; private`, or the client page's reason), for tests and for whoever reads the access
 * log.
 *
 * A request with the session cookie is rendered for whoever that session names: the render's
 * in-process fetch carries the cookie, so the gateway answers its queries as it would the
 * shopper's browser (a session that ended answers as nobody's). Such a page is the shopper's
 * alone: `private, no-store`, no ETag, never looked up in nor put into the shared HTML cache,
 * whatever the render made of it. The basket page is rendered with the visitor's `sf_basket`
 * cookie too (basket-pages.ts), and a page rendered with it is private in the same way; every
 * other page is rendered without it, one page for every visitor.
 *
 * A cookie the render's answers set (a session re-sealed with the current key, a session that
 * ended or a basket cookie that did not open dropped, a basket cookie issued) goes to the browser
 * with the page, whatever the page is (rendered, redirect, the client page), and a page carrying
 * one is the browser's alone as well: never kept in nor answered from the shared cache.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyInstance } from 'fastify';
import { BASKET_COOKIE } from '../basket/visitor-cookie.js';
import { SESSION_COOKIE } from '../session/cookie-session.js';
import { readsBasket } from './basket-pages.js';
import { CHECKOUT_COOKIE } from './checkout-choice.js';
import type { HtmlCache, PageKey } from './html-cache.js';
import { inProcessFetch, type RenderData } from './in-process-fetch.js';
import { preparePage, sendPrepared, sendPrivate, setCookieLines } from './prepared-page.js';
import { clientOutcome, type RenderMetrics } from './render-metrics.js';
import type { ClientPageWhy, Renderer } from './renderer.js';
import { pageLocale } from './client-pages.js';
import { inSpan } from '../telemetry/spans.js';

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

/**
 * `sent` once the page is sent; otherwise why the client-rendered page is to be sent instead (a
 * screen only the scripts draw, or a render that could not be made just now).
 */
export type PageAnswer = 'sent' | ClientPageWhy;

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<PageAnswer>;

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
    const session = request.cookies[SESSION_COOKIE] || undefined;
    const basket = readsBasket(request.url)
      ? request.cookies[BASKET_COOKIE] || undefined
      : undefined;
    const locale = pageLocale(renderer, request);
    const branch = renderer.build.branchFromCookie(request.cookies.sf_branch);
    // A branch cookie that names no branch (edited, cut short) goes with the page for no branch,
    // as the web's start removes it: with JavaScript off only this answer can.
    const dropUnreadBranch = renderer.build.unreadBranchCookieDrop(request.cookies.sf_branch);
    // A page rendered with either cookie is whoever's it names, never shared; one that removes a
    // cookie is that browser's alone too.
    const personal = session !== undefined || basket !== undefined || dropUnreadBranch !== null;
    const key: PageKey = {
      build: renderer.buildId,
      locale,
      branchId: branch?.id ?? null,
      url: request.url,
    };

    // A shopper's page is never looked up: the shared cache holds visitors' pages only.
    const cached = personal ? undefined : cache.get(key);
    if (!personal) metrics?.cacheLookup(cached !== undefined);
    if (cached) {
      sendPrepared(request, reply.header('x-render', 'cached'), cached);
      metrics?.page(cached.route, 'cached');
      return 'sent';
    }
    try {
      const started = process.hrtime.bigint();
      const data: RenderData = { failed: false };
      const outcome = await inSpan('server render', { 'url.path': request.url }, () =>
        renderer.build.render({
          url: `${origin}${request.url}`,
          headers: checkoutHeaders(request, session),
          locale,
          branch,
          session: session !== undefined,
          fetch: inProcessFetch(app, request.ip, data, { session, basket }),
          template: renderer.template,
          manifest: renderer.manifest,
          styles: renderer.styles,
          dataDeadlineMs,
        }),
      );
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const setCookies = [...(data.setCookies?.values() ?? [])];
      if (outcome.kind === 'page' && outcome.dropBranchCookie) {
        setCookies.push(outcome.dropBranchCookie);
      } else if (dropUnreadBranch) {
        setCookies.push(dropUnreadBranch);
      }
      if (setCookies.length > 0) replaceCookies(reply, setCookies);
      // Whoever the cookies were set for: never one page for every visitor. Nor a page that
      // left out a part whose answer failed (a query marked optional): the next visitor's is whole.
      const own = personal || setCookies.length > 0 || data.optionalFailed === true;
      const route = outcome.kind === 'page' ? routeLabel(outcome.route) : undefined;
      metrics?.rendered(route, ms / 1000);
      if (outcome.kind === 'redirect') {
        // Where a shopper's own page sends them (her basket cannot be checked out) is hers too.
        if (own) reply.header('cache-control', 'private, no-store');
        reply.header('x-render', 'rendered').redirect(outcome.location, outcome.status);
        metrics?.page(undefined, 'redirect');
        return 'sent';
      }
      // A page whose data failed shows the failure (an error screen, a missing section): never
      // sent or kept as the page. The client page asks again from the visitor's browser. An
      // address whose id the API refused as input (`/product/abc`) names nothing: the screen's
      // "not found" (a 404, never kept) is the page; any other page built on such an answer is
      // not, unless the render answered the refusal itself (a branch cookie's id refused: the
      // page without a branch, the cookie dropped).
      const refusedNotFound = outcome.kind === 'page' && outcome.status === 404;
      const refusedUnanswered =
        (data.refusedInputs ?? 0) > (outcome.kind === 'page' ? (outcome.refusalsAnswered ?? 0) : 0);
      const failed = data.failed || (refusedUnanswered && !refusedNotFound);
      if (failed && outcome.kind !== 'client') {
        reply.header('x-render', 'client; data failed');
        metrics?.page(undefined, 'data_failed');
        return 'not-ready';
      }
      if (outcome.kind === 'client') {
        reply.header('x-render', `client; ${outcome.reason}`);
        // A loader's failure is the shop's to look into (the shopper gets the client page).
        if (outcome.cause)
          request.log.warn(
            { cause: outcome.cause },
            'page rendered by the client: a loader failed',
          );
        const why = clientOutcome(outcome.reason);
        metrics?.page(undefined, why);
        if (outcome.signedOut) return 'signed-out';
        return why === 'not_rendered' ? 'needs-scripts' : 'not-ready';
      }
      const page = preparePage(outcome.status, outcome.html, route);
      reply.header('server-timing', `render;dur=${ms.toFixed(1)}`);
      if (own) {
        // Whoever the session or the basket cookie named (a visitor's page too, when the session
        // named nobody any more or the basket cookie opened none).
        metrics?.page(route, outcome.status === 404 ? 'not_found' : 'rendered_private');
        sendPrivate(reply.header('x-render', 'rendered; private'), page);
        return 'sent';
      }
      metrics?.page(route, outcome.status === 404 ? 'not_found' : 'rendered');
      // Only a found page is kept: any URL may be asked for, and misses must not push pages out.
      if (outcome.status === 200) cache.set(key, page);
      reply.header('x-render', 'rendered');
      sendPrepared(request, reply, page);
      return 'sent';
    } catch (error) {
      // Never a blank page or a 500 for a render that failed: the client page renders it.
      log.warn({ err: error, url: request.url }, 'server render failed: client page sent');
      reply.header('x-render', 'client; render failed');
      metrics?.page(undefined, 'failed');
      return 'not-ready';
    }
  };
}

/**
 * The request headers a render's loaders read: a signed-in shopper's checkout step is rendered
 * with their checkout choices (the `sf_checkout` cookie, docs/adr/0057); nothing else of the
 * request reaches a render.
 */
function checkoutHeaders(
  request: FastifyRequest,
  session: string | undefined,
): Record<string, string> {
  const choice = request.cookies[CHECKOUT_COOKIE];
  return session !== undefined && choice && request.url.startsWith('/checkout/')
    ? { cookie: `${CHECKOUT_COOKIE}=${encodeURIComponent(choice)}` }
    : {};
}

/**
 * Adds a render's `Set-Cookie` lines to the answer, each in place of a line the answer had for
 * the same cookie: a basket the render's answers issued replaces the one the page named
 * (docs/adr/0079), which holds nothing yet. A render dropping a cookie (one sealed with a key the
 * shop no longer has) leaves a line that sets it anew: that one replaces it in the browser.
 */
function replaceCookies(reply: FastifyReply, lines: string[]): void {
  const nameOf = (line: string) => line.slice(0, line.indexOf('='));
  const drops = (line: string) => line.startsWith(`${nameOf(line)}=;`);
  const had = setCookieLines(reply);
  const setAnew = new Set(had.filter((line) => !drops(line)).map(nameOf));
  const added = lines.filter((line) => !(drops(line) && setAnew.has(nameOf(line))));
  const replaced = new Set(added.map(nameOf));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...had.filter((line) => !replaced.has(nameOf(line))), ...added]);
}

/** The web's route pattern as a metrics label (`/product/:id`), `none` when it named none. */
function routeLabel(route: string | undefined): string | undefined {
  return route === undefined ? undefined : `/${route}`;
}
