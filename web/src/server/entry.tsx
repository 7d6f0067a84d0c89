/**
 * The server render (docs/adr/0029, 0049), imported by the gateway (gateway/src/ssr) from the
 * build's `dist-server/entry.js`; its contract is `render-contract.ts`. It runs the same route
 * tree and loaders as the browser with React Router's static handler, in a request context of its
 * own (core/request-context.ts: the request's Apollo client, preloader, branch, language and
 * stored states), handed to loaders through the router context and to components through a
 * provider. The loaders' Apollo queries go to the gateway in-process (the `fetch` the gateway
 * passes, which carries the request's session when it has one), and the page carries the Apollo
 * cache so the browser hydrates without asking again. A page it should not or cannot render is
 * `{ kind: 'client' }`: the gateway then sends the client-rendered index.html.
 */
import { Writable } from 'node:stream';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { msg } from '@lingui/core/macro';
import { createApolloClient } from '../apollo/client';
import { hasErrorCode } from '../apollo/error-codes';
import { routes } from '../app/router';
import { ClientStores } from '../core/client-state';
import { renderHandleOf, type RenderHandle, type RouteHandle } from '../core/route-handle';
import {
  RequestContextProvider,
  routerContextFor,
  type RequestContext,
} from '../core/request-context';
import {
  BRANCH_COOKIE,
  branchCookie,
  branchCookieValue,
  RENDER_DATA_ID,
  type RenderData,
} from '../core/render-context';
import { AccountSessionDocument } from '../core/session/AccountSession.generated';
import { SelectedSupplierDocument } from '../features/suppliers/SelectedSupplier.generated';
import { shouldTrackPageView } from '../lib/analytics';
import { ConfirmProvider } from '../ui/confirm';
import { screenAssets } from './assets';
import { RenderAnswers } from './render-answers';
import { releaseContexts } from './release-contexts';
import { renderPreloader, type RenderPreloader } from './render-preloader';
import { ServerRenderCache } from './server-render-cache';
import { shareDocumentInfo } from './shared-document-info';
import { shareWatches, type SharedWatches } from './shared-watches';
import { escapeHtml, headFor, headTags, scriptJson } from './head';
import { themeStyle } from './theme-style';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { noScriptNote } from './no-script-note';
import { sitemapXml } from './sitemap';
import { fillTemplate, inlineStyles, scriptsAfterPaint } from './template';

export {
  branchFromCookie,
  chosenBranchCookie,
  chosenLocaleCookie,
  unreadBranchCookieDrop,
} from '../core/render-context';
export { checkoutCookieValue, choiceFromCookie, discountCodeFrom } from '../core/checkout-cookie';
export { LOCALES } from '../core/locales';
export { afterPaintScriptHash } from './template';
export type { RenderInput, RenderOutcome, WebServerBuild } from './render-contract';
import type { ClientPageWhy, RenderInput, RenderOutcome } from './render-contract';
import type { Locale } from '../core/locales';
import { clientPage as clientPageIn } from './client-page';

const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po', {
  eager: true,
});
function messagesFor(locale: string): Messages {
  return catalogs[`../locales/${locale}/messages.po`]?.messages ?? {};
}

const handler = createStaticHandler(routes);

/** index.html in `locale`, with its note for a browser without scripts (client-page.ts). */
export function clientPage(template: string, locale: Locale, why: ClientPageWhy): string {
  return clientPageIn(template, i18nFor(locale), why);
}

function i18nFor(locale: string) {
  return setupI18n({ locale, messages: { [locale]: messagesFor(locale) } });
}

/** Shown with JavaScript off: browsing works, the rest says why it does not. */
const NO_SCRIPT = msg`Without JavaScript you can browse, fill and compare your basket, register, sign in or reset your password, pick a language in the menu, and order for collection or delivery, paying by EFT, cash or on your payment provider's page. Paying by card in the page, changing an order and editing your profile or addresses need it.`;

export async function render(input: RenderInput): Promise<RenderOutcome> {
  const url = new URL(input.url);
  const matches = matchRoutes(routes, url.pathname);
  const screen = matches ? renderHandleOf(matches) : null;
  if (!matches || !screen) return { kind: 'client', reason: 'not a rendered screen' };
  // The route pattern (`product/:id`), for the gateway's metrics.
  const route = matches
    .map((match) => match.route.path)
    .filter(Boolean)
    .join('/');

  const answers = new RenderAnswers();
  const answeredFrom: string[] = [];
  const client = createApolloClient({
    uri: `${new URL(input.url).origin}/graphql`,
    fetch: fetchNotingGets(input.fetch, answeredFrom),
    persistViewer: false,
    Cache: ServerRenderCache,
    firstLink: answers.link,
  });
  shareDocumentInfo(client);
  const watches = shareWatches(client);
  let found: BranchFound;
  let signedIn: boolean;
  try {
    [found, signedIn] = await Promise.all([
      input.branch ? knownBranch(client, input.branch.id) : NO_BRANCH,
      sessionNamesShopper(client, input.session),
    ]);
  } catch {
    return { kind: 'client', reason: 'the branch or session could not be read' };
  }
  // A session cookie that names nobody (signed out, expired, revoked, forged): the client page,
  // whose own session check drops the cookie, so the next page is a visitor's, shared one.
  if (input.session && !signedIn) {
    return {
      kind: 'client',
      reason: 'not a rendered screen: the session names nobody',
      signedOut: true,
    };
  }
  // A route rendered for visitors only: a signed-in shopper's is the client page.
  if (signedIn && !screen.signedIn) {
    return { kind: 'client', reason: 'not a rendered screen for a signed-in shopper' };
  }
  const { branch } = found;
  const preloader = renderPreloader(client);
  // The branch as its cookie holds it: the browser's branch slice is that cookie (ADR 0075).
  const storeStates = branch ? { [BRANCH_COOKIE]: branchCookieValue(branch) } : {};
  const context: RequestContext = {
    where: 'server',
    client,
    preloadQuery: preloader.preloadQuery,
    branch: () => branch,
    locale: () => input.locale,
    storeStates,
    stores: new ClientStores('server', storeStates),
    signedIn,
    notFound: false,
  };
  try {
    const outcome = await renderPage(
      { ...input, branch },
      context,
      screen,
      route,
      preloader,
      answers,
      { answeredFrom, watches },
    );
    return found.namesNone && outcome.kind === 'page'
      ? {
          ...outcome,
          dropBranchCookie: branchCookie(''),
          ...(found.namesNone === 'refused' ? { refusalsAnswered: 1 } : {}),
        }
      : outcome;
  } finally {
    // Nothing of this render outlives its page (no query, timer or client left behind; React's
    // contexts no longer name its client).
    preloader.release();
    releaseContexts();
  }
}

/**
 * Who the page is for, in the render's cache before any loader runs (the sign-in guard and every
 * component read it there). A visitor's page says nobody is signed in, as the browser's own
 * session check will find, so that check's answer changes nothing and the hydrated page is not
 * rendered again. With a session cookie the gateway is asked under that session: a session that
 * ended (signed out, expired, revoked) answers nobody.
 */
async function sessionNamesShopper(client: ApolloClient, session: boolean): Promise<boolean> {
  if (!session) {
    client.writeQuery({ query: AccountSessionDocument, data: { viewer: null } });
    return false;
  }
  const { data, error } = await client.query({
    query: AccountSessionDocument,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  if (data?.viewer?.account) return true;
  // Refused as no session: nobody. Any other failure: no page rather than a guess.
  if (error && !hasErrorCode(error, 'UNAUTHENTICATED')) throw error;
  return false;
}

/** `fetch`, noting the path and query of each GET it sends (the page's persisted queries). */
function fetchNotingGets(fetch: typeof globalThis.fetch, gets: string[]): typeof globalThis.fetch {
  return (resource, init) => {
    if (typeof resource === 'string' && (init?.method ?? 'GET') === 'GET') {
      const url = new URL(resource);
      gets.push(url.pathname + url.search);
    }
    return fetch(resource, init);
  };
}

interface BranchFound {
  /** The branch the page is rendered for: the cookie's, when the shop has it and takes orders. */
  branch: { id: string } | null;
  /**
   * Why the cookie names no branch of the shop: gone since it was chosen (`missing`), or an id the
   * gateway refused as input (`refused`, BAD_USER_INPUT); false when it names one, or is absent.
   */
  namesNone: false | 'missing' | 'refused';
}

const NO_BRANCH: BranchFound = { branch: null, namesNone: false };

/**
 * The branch a page is rendered for: the cookie's id, once the gateway knows it (its answer, the
 * branch's name with it, goes into the page: the supplier bar reads the name there, and the
 * browser does not ask again). The cookie is the visitor's to write and a page is kept for every
 * visitor at that branch, so it carries no name of its own. A disabled branch is still the
 * shopper's choice: the page is its own and says it takes no orders (SelectedBranchWatch), as the
 * scripts do, which then hydrate it; a branch the shop does not have renders as none and its cookie
 * goes (`dropBranchCookie`), as the scripts would drop it (SelectedBranchWatch).
 */
async function knownBranch(client: ApolloClient, id: string): Promise<BranchFound> {
  const { data, error } = await client.query({
    query: SelectedSupplierDocument,
    variables: { id },
    errorPolicy: 'all',
  });
  if (hasErrorCode(error, 'BAD_USER_INPUT')) return { branch: null, namesNone: 'refused' };
  if (error) throw error;
  const supplier = data?.supplier;
  if (!supplier) return { branch: null, namesNone: 'missing' };
  return { branch: { id: supplier.id }, namesNone: false };
}

/** The sitemap of the catalogue at `origin`, its queries answered by `fetch` (in-process). */
export function sitemap(input: { origin: string; fetch: typeof fetch }): Promise<string> {
  const client = createApolloClient({
    uri: `${input.origin}/graphql`,
    fetch: input.fetch,
    persistViewer: false,
  });
  return sitemapXml(client, input.origin);
}

async function renderPage(
  input: RenderInput,
  request: RequestContext,
  screen: RenderHandle,
  route: string,
  preloader: RenderPreloader,
  answers: RenderAnswers,
  { answeredFrom, watches }: { answeredFrom: string[]; watches: SharedWatches },
): Promise<RenderOutcome> {
  const url = new URL(input.url);
  const context = await handler.query(new Request(url, { headers: input.headers }), {
    requestContext: routerContextFor(request),
  });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location
      ? { kind: 'redirect', status: context.status, location }
      : { kind: 'client', reason: `loader answered ${context.status}` };
  }
  if (context.errors) {
    const cause = Object.entries(context.errors)
      .map(
        ([routeId, error]) =>
          `${routeId}: ${error instanceof Error ? error.message : String(error)}`,
      )
      .join('; ');
    return { kind: 'client', reason: 'a loader failed', cause };
  }
  if (!(await dataArrived(preloader.settled(), input.dataDeadlineMs))) {
    return { kind: 'client', reason: 'data deadline passed' };
  }

  const i18n = i18nFor(input.locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await watches.during(() =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <RequestContextProvider value={request}>
          <ApolloProvider client={request.client}>
            <ConfirmProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ConfirmProvider>
          </ApolloProvider>
        </RequestContextProvider>
      </I18nProvider>,
    ),
  );

  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const title = Object.assign({}, ...handles) as RouteHandle;
  const head = headFor({
    read: (document, variables) =>
      answers.get(document, variables) ??
      request.client.readQuery({ query: document, variables } as ApolloClient.ReadQueryOptions<
        never,
        never
      >),
    i18n,
    url,
    screen: route,
    params: context.matches.at(-1)?.params ?? {},
    supplierId: input.branch?.id,
    routeTitle: title.title ? i18n._(title.title) : null,
  });
  const assets = screenAssets(input.manifest, screen.screen);
  const data: RenderData = {
    cache: request.client.cache.extract() as Record<string, unknown>,
    storeStates: request.storeStates,
    locale: input.locale,
    answeredFrom: [...new Set(answeredFrom)],
  };
  const html = fillTemplate(
    input.template,
    {
      lang: input.locale,
      head:
        headTags(head) +
        assets.css.map((file) => `<link rel="stylesheet" href="${escapeHtml(file)}" />`).join('') +
        themeStyle(request.client.readQuery({ query: ShopConfigDocument })) +
        assets.js.map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}" />`).join(''),
      beforeRoot: noScriptNote(escapeHtml(i18n._(NO_SCRIPT))),
      root: body,
      afterRoot: `<script type="application/json" id="${RENDER_DATA_ID}">${scriptJson(data)}</script>`,
    },
    (pageHead) =>
      inlineStyles(
        scriptsAfterPaint(pageHead, {
          countsPageView: shouldTrackPageView(url.pathname),
          atOnce: waitsForScripts(body),
        }),
        input.styles ?? {},
      ),
  );
  // A screen that found nothing to show (an unknown product) said so while rendering.
  return {
    kind: 'page',
    status: request.notFound ? 404 : context.statusCode,
    html,
    route,
    ...(request.signedIn ? { signedIn: true } : {}),
  };
}

/**
 * Whether the page as rendered still shows a region loading (`aria-busy`): a list only the
 * browser can fetch (search and promotions in price comparison look near the shopper), which
 * stays a placeholder until the scripts run. Read from the HTML, not from the placeholders as
 * they render: a Suspense fallback is rendered too, and replaced before the page is sent.
 */
function waitsForScripts(body: string): boolean {
  return body.includes('aria-busy="true"');
}

/** Waits for every query the loaders started, up to the deadline. */
async function dataArrived(pending: Promise<unknown>[], deadlineMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  try {
    return await Promise.race([Promise.all(pending).then(() => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The whole tree as HTML once every Suspense boundary is ready: a boundary streamed later would
 * need React's inline scripts, which the shop's Content Security Policy does not run.
 */
function renderToString(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however large (React outlines big ones, revealed by a script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error inside a boundary renders its fallback and the browser retries there; the page
      // is then not what the client would render: fall back to the client page.
      onError: (error) => {
        failed = error;
      },
    });
  });
}
