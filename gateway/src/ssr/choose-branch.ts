/**
 * `POST /branch`: choosing a branch where the browser's script cannot (JavaScript off, or a tap
 * before the page has hydrated): the branches page's "Shop here" is then a plain form. It writes
 * the `sf_branch` cookie the web keeps for the server (web/src/app/branch-cookie.ts) with the
 * branch's own name from the legacy API, and goes home, as choosing in the browser does; the
 * pages that follow are rendered at that branch (docs/adr/0029). A form posted from another site
 * is refused: which branch a visitor shops at is theirs to say.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueApi } from '../upstream/catalogue-api.js';
import { UpstreamError } from '../upstream/errors.js';

/** The legacy API's supplier ids are whole numbers. */
const BRANCH_ID = /^\d{1,12}$/;
/** The cookie's value for price comparison chosen here (web/src/core/render-context.ts). */
const PRICE_COMPARISON = 'comparison';
/** As long as the web keeps it. */
const COOKIE_MAX_AGE_SECONDS = 31_536_000;

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/** True when the form was posted from this shop's own pages (or by a client that says nothing). */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function registerChooseBranch(app: FastifyInstance, catalogue: CatalogueApi): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.post('/branch', async (request, reply) => {
      if (!fromThisSite(request)) {
        return refuse(reply, 403, "A branch is chosen on the shop's own branches page.");
      }
      const id = request.body instanceof URLSearchParams ? request.body.get('id') : null;
      if (id === '') return chosen(reply, PRICE_COMPARISON); // price comparison: no branch
      if (id === null || !BRANCH_ID.test(id)) {
        return refuse(reply, 400, 'Choose a branch from the branches page.');
      }
      let branch;
      try {
        branch = await catalogue.supplier(Number(id));
      } catch (error) {
        if (error instanceof UpstreamError && error.statusCode === 404) {
          return refuse(reply, 404, 'There is no such branch: choose one from the branches page.');
        }
        throw error;
      }
      if (branch.disabled) {
        return refuse(reply, 409, 'This branch is not taking orders now: choose another.');
      }
      // The web's own format (branchCookieValue), which the server render reads.
      return chosen(
        reply,
        encodeURIComponent(JSON.stringify({ id: String(branch.id), name: branch.name })),
      );
    });
  });
}

/** Keeps the choice in the cookie and goes home, as choosing in the browser does. */
function chosen(reply: FastifyReply, cookieValue: string) {
  return reply
    .code(303)
    .header(
      'set-cookie',
      `sf_branch=${cookieValue}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
    )
    .header('cache-control', 'no-store')
    .header('location', '/')
    .send();
}
