/**
 * `POST /branch`: choosing a branch where the browser's script cannot (JavaScript off, or a tap
 * before the page has hydrated): the branches page's "Shop here" is then a plain form. It writes
 * the `sf_branch` cookie the web keeps for the server (web/src/core/render-context.ts) with the
 * branch's own name from the legacy API, and goes home, as choosing in the browser does (or back
 * to the page that sent the shopper to choose, its `returnTo`); the pages that follow are
 * rendered at that branch (docs/adr/0029).
 *
 * Held to the GraphQL endpoint's standard (docs/adr/0043): registered among the API routes, so
 * the same rate limit counts it (a refusal becomes a page here); its legacy call stops at the
 * request's deadline; a form posted from another site is refused (which branch a visitor shops
 * at is theirs to say); a legacy failure or hang is a 503 with Retry-After; every refusal is a
 * page in the shopper's language (form-pages.ts). Each post is counted on the metrics port as
 * form `branch` (`chosen`, or the refusal: `crossSite`, `malformed`, `unknown`, `disabled`,
 * `unavailable`, `rateLimited`), as the other forms are (form-metrics.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Upstream } from '../upstream/index.js';
import { UpstreamError } from '../upstream/errors.js';
import { refusalPage, refuse, pageLook } from './form-pages.js';
import type { WebServerBuild } from './renderer.js';
import type { FormMetrics } from './form-metrics.js';
import { prepareFormScope } from './form-scope.js';
import { returnPath } from './return-path.js';

/** The legacy API's supplier ids are whole numbers. */
const BRANCH_ID = /^\d{1,12}$/;

/** A refusal's outcome by its status (each status is one refusal here; 429 is counted apart). */
const OUTCOMES: Record<number, string> = {
  400: 'malformed',
  403: 'crossSite',
  404: 'unknown',
  409: 'disabled',
  503: 'unavailable',
};

/** When to try again after a legacy failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

/**
 * True when the form was posted from this shop's own pages (or by a client that says nothing):
 * `Sec-Fetch-Site`, else an `Origin` that is the shop's configured public origin.
 */
export function fromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  return !origin || origin === publicOrigin;
}

/**
 * Registered in the API routes' context (app.ts), under their rate limit. `build` is the web's
 * server build: the cookie is written in the web's own format, which its render and its browser
 * code read.
 */
export function registerChooseBranch(
  api: FastifyInstance,
  upstream: Upstream,
  build: Pick<WebServerBuild, 'chosenBranchCookie'>,
  publicOrigin: string,
  metrics?: FormMetrics,
): void {
  void api.register(async (scope) => {
    prepareFormScope(scope, {
      bodyLimit: 1024,
      sharedRefusalPage: (request, refusal) => refusalPage(pageLook(request), refusal),
      onSharedRefusal: (reply, refusal) =>
        metrics?.answered('branch', refusal, reply.elapsedTime / 1000),
    });
    // Each answer counted once, by its outcome, when it is sent.
    scope.addHook('onResponse', async (request, reply) => {
      const outcome = reply.statusCode === 303 ? 'chosen' : OUTCOMES[reply.statusCode];
      if (outcome && request.method === 'POST')
        metrics?.answered('branch', outcome, reply.elapsedTime / 1000);
    });

    scope.post('/branch', async (request, reply) => {
      if (!fromThisSite(request, publicOrigin)) return refuse(request, reply, 403, 'crossSite');
      const form = request.body instanceof URLSearchParams ? request.body : null;
      const id = form ? form.get('id') : null;
      const back = returnPath(form?.get('returnTo') ?? null, '/');
      if (id === '') return chosen(reply, build.chosenBranchCookie(null), back); // price comparison
      if (id === null || !BRANCH_ID.test(id)) return refuse(request, reply, 400, 'malformed');
      const scoped = request.requestScope ? upstream.forRequest(request.requestScope) : upstream;
      let branch;
      try {
        branch = await scoped.catalogue.supplier(Number(id));
      } catch (error) {
        if (error instanceof UpstreamError && error.statusCode === 404) {
          return refuse(request, reply, 404, 'unknown');
        }
        request.log.warn({ err: error }, 'branch not chosen: the legacy API failed');
        const asked = error instanceof UpstreamError ? error.retryAfterSeconds : null;
        return refuse(request, reply, 503, 'unavailable', asked ?? RETRY_AFTER_SECONDS);
      }
      if (branch.disabled) return refuse(request, reply, 409, 'disabled');
      return chosen(reply, build.chosenBranchCookie({ id: String(branch.id) }), back);
    });
  });
}

/**
 * Keeps the choice in the cookie and goes home, as choosing in the browser does; or back to the
 * page that sent the shopper to choose (the form's `returnTo`, a path of this shop: a search
 * asked with no branch goes on with the branch chosen).
 */
function chosen(reply: FastifyReply, cookie: string, back: string) {
  return reply
    .code(303)
    .header('set-cookie', cookie)
    .header('cache-control', 'no-store')
    .header('location', back)
    .send();
}
