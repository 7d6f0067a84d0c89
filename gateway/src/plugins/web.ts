/**
 * Serves the built web client: hashed assets with long caching, index.html for client routes
 * (history-API fallback), and a real 404 for missing asset files or unknown API paths. Files the
 * build pre-compressed (`.br`, `.gz` siblings) are sent as such to clients that accept them
 * (`Vary: accept-encoding` comes from the compression plugin, on every response).
 *
 * The build's files are known at start (one route each, not a wildcard that looks on disk for
 * every path), so a page is answered without a file lookup; index.html is kept in memory, ready
 * to send like a cached page (gateway/src/ssr/prepared-page.ts: compressed once, an ETag, 304).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClientPageFor } from '../ssr/client-pages.js';
import { preparePage, sendPrepared, sendPrivate, setCookieLines } from '../ssr/prepared-page.js';
import type { SendPage } from '../ssr/server-pages.js';

export interface WebOptions {
  distDir: string;
  /**
   * Sends a page's server render (gateway/src/ssr), or says why the client-rendered index.html
   * is sent instead.
   */
  sendPage?: SendPage;
  /** index.html in the shopper's language with its note for no scripts (ssr/client-pages.ts). */
  clientPage?: ClientPageFor;
  /**
   * The `Set-Cookie` line naming a first visitor's basket, sent with her page (basket/baskets.ts,
   * docs/adr/0079); null when she has a basket or a live session.
   */
  nameVisitorBasket?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;
}

/**
 * Build internals never served: the bundler's manifest folder (`/.vite/`, every module path of the
 * source tree), any other dot-folder or dotfile, and source maps.
 */
const BUILD_INTERNAL = /(^|\/)\.|\.map$/i;

export function isBuildInternal(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return BUILD_INTERNAL.test(decoded);
}

/** Paths that never fall back to index.html. */
const NO_FALLBACK = /^\/(assets|graphql|graphiql|healthz|readyz|metrics)(\/|$)|\.[a-z0-9]+$/i;

export const webPlugin = fp<WebOptions>(
  async (app: FastifyInstance, { distDir, sendPage, clientPage, nameVisitorBasket }) => {
    const indexHtml = join(distDir, 'index.html');
    const index = existsSync(indexHtml) ? preparePage(200, readFileSync(indexHtml, 'utf8')) : null;
    // The build this gateway serves is the one it read at start (index.html, the server build);
    // a build made under it since (web/build/keep-previous-build.ts) must not tell its pages'
    // scripts that there is a new one to reload onto: its version is read at start too.
    const versionTxt = join(distDir, 'version.txt');
    const version = existsSync(versionTxt) ? readFileSync(versionTxt, 'utf8') : null;
    if (!index) {
      app.log.warn({ distDir }, 'web client not built: run `npm run build:web`');
    }

    await app.register(fastifyStatic, {
      root: distDir,
      // A route per file of the build, found at start: any other path is not looked up on disk.
      wildcard: false,
      globIgnore: ['version.txt'],
      index: false,
      dotfiles: 'ignore',
      allowedPath: (pathname) => !isBuildInternal(pathname),
      // Send `x.js.br` or `x.js.gz` for `x.js` by Accept-Encoding, else `x.js` itself.
      preCompressed: true,
      // Our cache-control below, not send's default `public, max-age=0`, which would replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${join(distDir, 'assets')}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    const sendAPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // A form with no fields (the branch bar's, before the script) asks `/agencies?`: the
      // address bar keeps the page's own address. One slash: `//host?` must not leave the shop.
      if (request.url.indexOf('?') === request.url.length - 1) {
        const path = `/${request.url.slice(0, -1).replace(/^\/+/, '')}`;
        return reply.code(301).header('location', path).send();
      }
      // The page may be every visitor's; the cookie naming her basket is hers: no cache on the
      // way keeps that answer, and the browser still revalidates it with its ETag.
      const named = (await nameVisitorBasket?.(request, reply)) ?? null;
      if (named) reply.header('set-cookie', named).header('cache-control', 'private, no-cache');
      const answer = sendPage ? await sendPage(request, reply) : 'needs-scripts';
      if (answer === 'sent') return reply;
      if (!index) return reply.code(404).send({ error: 'Not Found', message: 'No web client' });
      const page = clientPage?.(request, answer) ?? index;
      // A render that fell back to the client page may have set a cookie (a session that ended
      // dropped): that answer is this browser's, never kept by a shared cache nor answered 304.
      if (setCookieLines(reply).some((line) => line !== named)) sendPrivate(reply, page);
      else sendPrepared(request, reply, page);
      return reply;
    };

    app.get('/', (request, reply) => sendAPage(request, reply));
    if (version !== null) {
      app.get('/version.txt', (_request, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(version),
      );
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (request.method === 'GET' && wantsHtml && !NO_FALLBACK.test(path) && index) {
        return sendAPage(request, reply);
      }
      return reply.code(404).send({ error: 'Not Found', message: `No resource at ${path}` });
    });
  },
  { name: 'web' },
);
