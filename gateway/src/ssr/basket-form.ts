/**
 * `POST /basket`: Add, a quantity, Remove, "Remove out-of-stock items", "Keep only these" or
 * "Shop here" where the browser's script cannot (JavaScript off, or a tap before the page has
 * hydrated): a plain form setting lines of the shopper's basket on the server (set semantics:
 * posting the same form twice changes nothing), answered with a 303 back to the page it was on
 * (`returnTo`, a path of this shop; else the basket page; after Add with `added=1`, for the page
 * to say the item is in), or a 204 when the page posted it itself (`Sec-Fetch-Dest: empty`: Add
 * before the page's scripts run, which keeps the page).
 *
 * Held to the same standard as `POST /branch` (choose-branch.ts, docs/adr/0043): registered among
 * the API routes under their rate limit (a refusal becomes a page here); its legacy calls stop at
 * the request's deadline; a form posted from another site is refused (the basket is the
 * shopper's: another site must not fill it); a legacy failure or hang is a 503 with Retry-After;
 * every refusal is a page in the shopper's language (basket-form-pages.ts).
 *
 * Fields: `offerId`, `quantity` (stored quantity, 0 removes), `sellableId` and `supplierId` (the
 * offer's: needed to add an offer a visitor's basket does not hold yet), optional
 * `seenPriceInCents` (the price on the page), optional `returnTo`. Several lines repeat the
 * line's fields in order (at most 100; `sellableId`, `supplierId` and `seenPriceInCents` for every
 * line or none); `replace=1` makes them the whole basket
 * ("Shop here" on the comparison: the basket moves to another branch's offers; "Keep only these"
 * on the basket: one branch's lines stay), and its `branch`
 * (every line's `supplierId`) becomes the branch chosen, as "Shop here" chooses it in the browser:
 * the `sf_branch` cookie, with the branch's own name from the legacy API; `atLeast=1` never
 * lowers a line: each becomes the larger of its quantity and the form's (Add, on a page that cannot
 * know the visitor's basket; still idempotent). Without it a quantity is set exactly (the stepper,
 * Remove).
 */
import type { FastifyInstance } from 'fastify';
import type { Baskets } from '../basket/baskets.js';
import type { BasketErrorValue } from '../basket/errors.js';
import { MAX_NEW_LINES, MAX_QUANTITY, round5, type LineChange } from '../basket/rules.js';
import { createLoaders } from '../loaders/index.js';
import { CookieSession, type CookieSessionOptions } from '../session/cookie-session.js';
import { UpstreamError } from '../upstream/errors.js';
import type { Upstream } from '../upstream/index.js';
import {
  refuseBasketForm,
  basketRefusalPage,
  type BasketFormRefusal,
} from './basket-form-pages.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { pageLook } from './form-pages.js';
import type { WebServerBuild } from './renderer.js';
import { formFields, prepareFormScope } from './form-scope.js';
import { returnPath } from './return-path.js';

/** The legacy API's ids are whole numbers. */
const LEGACY_ID = /^\d{1,12}$/;
const CENTS = /^\d{1,9}$/;
const QUANTITY = /^\d{1,5}(\.\d{1,5})?$/;

/** When to try again after a legacy failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

const DEFAULT_RETURN = '/basket';

/** `path` (a path of this shop) with `added=1`, which the page shows as "Added to your basket". */
export function withAddedNote(path: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set('added', '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The most lines one form sets ("Shop here" moves a whole basket). */
const MAX_FORM_LINES = 100;

/**
 * The lines a form sets (each field once per line, in order; the optional ones for every line or
 * none), or null when a field is missing or malformed.
 */
function linesOf(form: URLSearchParams): LineChange[] | null {
  const [offerIds, sellableIds, supplierIds, quantities] = [
    'offerId',
    'sellableId',
    'supplierId',
    'quantity',
  ].map((name) => form.getAll(name)) as [string[], string[], string[], string[]];
  const seen = form.getAll('seenPriceInCents');
  const count = offerIds.length;
  if (count === 0 || count > MAX_FORM_LINES) return null;
  if (quantities.length !== count) return null;
  if (
    [sellableIds, supplierIds, seen].some(
      (values) => values.length !== 0 && values.length !== count,
    )
  )
    return null;
  const lines: LineChange[] = [];
  for (let index = 0; index < count; index++) {
    const [offerId = '', sellableId = null, supplierId = null] = [
      offerIds[index],
      sellableIds[index],
      supplierIds[index],
    ];
    const quantity = quantities[index] ?? '';
    const price = seen[index] ?? '';
    if (![offerId, sellableId ?? '0', supplierId ?? '0'].every((id) => LEGACY_ID.test(id)))
      return null;
    if (!QUANTITY.test(quantity) || Number(quantity) > MAX_QUANTITY) return null;
    if (price !== '' && !CENTS.test(price)) return null;
    lines.push({
      offerId: Number(offerId),
      sellableId: sellableId === null ? null : Number(sellableId),
      supplierId: supplierId === null ? null : Number(supplierId),
      quantity: round5(Number(quantity)),
      seenPriceInCents: price ? Number(price) : null,
    });
  }
  return lines;
}

/** Each refusal of a change as the form's answer. */
const REFUSALS: Record<BasketErrorValue['__typename'], [number, BasketFormRefusal]> = {
  UnknownOfferError: [404, 'unknownOffer'],
  BasketOutOfStockError: [409, 'outOfStock'],
  BasketQuantityError: [422, 'quantity'],
  TooManyBasketLinesError: [422, 'tooManyLines'],
};

export interface BasketFormOptions {
  /** Counts each post by outcome (the metrics port). */
  metrics?: FormMetrics;
  upstream: Upstream;
  baskets: Baskets;
  session: CookieSessionOptions;
  publicOrigin: string;
  /** The web's server build, whose format the branch cookie is written in (none: not written). */
  build?: Pick<WebServerBuild, 'chosenBranchCookie'> | null;
}

/**
 * The branch "Shop here" moves the basket to (`branch`, with `replace=1`): a legacy id that every
 * line is at; undefined when the form names none, null when it is malformed.
 */
function branchOf(form: URLSearchParams, lines: LineChange[], replace: boolean) {
  const branch = form.get('branch');
  if (branch === null) return undefined;
  if (!replace || !LEGACY_ID.test(branch)) return null;
  const id = Number(branch);
  return lines.every((line) => line.supplierId === id) ? id : null;
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerBasketForm(api: FastifyInstance, options: BasketFormOptions): void {
  void api.register(async (scope) => {
    prepareFormScope(scope, {
      bodyLimit: 16_384,
      sharedRefusalPage: (request, refusal) =>
        basketRefusalPage(pageLook(request), refusal, DEFAULT_RETURN),
      onSharedRefusal: (reply, refusal) =>
        options.metrics?.answered('basket', refusal, reply.elapsedTime / 1000),
    });

    scope.post('/basket', async (request, reply) => {
      const form = formFields(request);
      const back = returnPath(form.get('returnTo'), DEFAULT_RETURN);
      const refuse = (status: number, refusal: BasketFormRefusal, retryAfterSeconds?: number) => {
        options.metrics?.answered('basket', refusal, reply.elapsedTime / 1000);
        return refuseBasketForm(request, reply, status, refusal, back, retryAfterSeconds);
      };
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const lines = linesOf(form);
      if (!lines) return refuse(400, 'malformed');
      const replace = form.get('replace') === '1';
      const branchId = branchOf(form, lines, replace);
      if (branchId === null) return refuse(400, 'malformed');
      if (form.get('atLeast') === '1') for (const line of lines) line.atLeast = true;
      const scoped = request.requestScope
        ? options.upstream.forRequest(request.requestScope)
        : options.upstream;
      let errors: BasketErrorValue[];
      let branchCookie: string | null = null;
      try {
        if (branchId !== undefined && options.build) {
          // Checked before the basket moves: a branch no longer in the shop moves nothing.
          const branch = await scoped.catalogue.supplier(branchId).catch((error: unknown) => {
            if (error instanceof UpstreamError && error.statusCode === 404) return null;
            throw error;
          });
          if (!branch || branch.disabled) return refuse(404, 'unknownOffer');
          branchCookie = options.build.chosenBranchCookie({ id: String(branch.id) });
        }
        const session = await CookieSession.open(request, reply, options.session);
        const basket = options.baskets.forRequest(request, reply, {
          session,
          upstream: scoped,
          loaders: createLoaders(scoped, session),
          log: request.log,
        });
        ({ errors } = await basket.change(lines, replace));
      } catch (error) {
        request.log.warn({ err: error }, 'basket not changed: the legacy API failed');
        const asked = error instanceof UpstreamError ? error.retryAfterSeconds : null;
        return refuse(503, 'unavailable', asked ?? RETRY_AFTER_SECONDS);
      }
      const [first] = errors;
      if (first) {
        const [status, refusal] =
          first.__typename === 'TooManyBasketLinesError' && first.limit === MAX_NEW_LINES
            ? [422, 'tooManyAtOnce' as const]
            : REFUSALS[first.__typename];
        return refuse(status, refusal);
      }
      options.metrics?.answered('basket', 'changed', reply.elapsedTime / 1000);
      if (branchCookie) reply.header('set-cookie', branchCookie);
      // Posted by the page itself (Add before its scripts run, web/src/server/after-paint.js):
      // the page stays, so no page to go back to.
      if (request.headers['sec-fetch-dest'] === 'empty')
        return reply.code(204).header('cache-control', 'no-store').send();
      // Add: the page says the item is in (without scripts it shows no basket figures).
      const to = form.get('atLeast') === '1' && !replace ? withAddedNote(back) : back;
      return reply.code(303).header('cache-control', 'no-store').header('location', to).send();
    });
  });
}
