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
import type { WebServerBuild } from './renderer.js';

/** The legacy API's supplier ids are whole numbers. */
const BRANCH_ID = /^\d{1,12}$/;

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

/**
 * `build` is the web's server build: the cookie is written in the web's own format, which its
 * render and its browser code read.
 */
export function registerChooseBranch(
  app: FastifyInstance,
  catalogue: CatalogueApi,
  build: Pick<WebServerBuild, 'chosenBranchCookie'>,
): void {
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
      if (id === '') return chosen(reply, build.chosenBranchCookie(null)); // price comparison
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
      return chosen(reply, build.chosenBranchCookie({ id: String(branch.id), name: branch.name }));
    });
  });
}

/** Keeps the choice in the cookie and goes home, as choosing in the browser does. */
function chosen(reply: FastifyReply, cookie: string) {
  return reply
    .code(303)
    .header('set-cookie', cookie)
    .header('cache-control', 'no-store')
    .header('location', '/')
    .send();
}
