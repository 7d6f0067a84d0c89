/**
 * `POST /checkout/dispatch`: the checkout's dispatch step where the browser's script cannot
 * (JavaScript off, or a tap before the page has hydrated): collect or deliver and a time slot,
 * kept for this device in the `sf_checkout` cookie (checkout-choice.ts, docs/adr/0057) that the
 * server render and the hydrated app read, answered with a 303 to the next step.
 *
 * Held to the standard of `POST /branch` and `POST /basket` (docs/adr/0043, 0047): registered
 * among the API routes under their rate limit (a refusal becomes a page here); its legacy calls
 * stop at the request's deadline; a form posted from another site is refused; a legacy failure or
 * hang is a 503 with Retry-After; every refusal is a page in the shopper's language
 * (checkout-form-pages.ts). The checkout is a signed-in shopper's: without a session the form goes
 * to sign-in, with an empty basket (or one mixing branches) to the basket.
 *
 * Fields: `dispatch` (`METHOD:PROVIDER`, as the step's options), `timeslot` (a slot's start),
 * optional `timeslot-day` and `intent=show` (the no-script "Show" button: keep the way chosen and
 * show its slots, or the day's, on the step again). A slot posted for another way than the one
 * the page showed is dropped: the step shows the new way's slots. Collecting with a slot the
 * branch still offers goes on to the confirmation; so does delivering, to the saved address the
 * choice names (`POST /checkout/address`, checkout-address-form.ts) once it is found in the
 * shopper's own address book, with a slot offered for that address; without one (or with an id
 * that is not theirs) the shopper is sent straight to choose or add the address, even when
 * "Deliver" was only just chosen (that form then comes back to this step and its slots).
 */
import type { FastifyInstance } from 'fastify';
import type { Baskets } from '../basket/baskets.js';
import type { ShippingProvider } from '../generated/resolvers-types.js';
import { createLoaders } from '../loaders/index.js';
import { legacyShippingProvider } from '../resolvers/config/enums.js';
import { CookieSession, type CookieSessionOptions } from '../session/cookie-session.js';
import { UpstreamError } from '../upstream/errors.js';
import type { Upstream } from '../upstream/index.js';
import {
  choiceCookie,
  dispatchOption,
  SLOT,
  type CheckoutChoice,
  type CheckoutCookieFormat,
} from './checkout-choice.js';
import { prepareCheckoutFormScope, checkoutFormAnswers } from './checkout-form-pages.js';
import { ownAddress } from './checkout-address-book.js';
import { ADDRESS_STEP } from './checkout-address-pages.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { formFields } from './form-scope.js';

const STEP = '/checkout/dispatch';
const NEXT = '/checkout/confirmation';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** When to try again after a legacy failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

export interface CheckoutFormOptions {
  /** Counts each post by outcome (the metrics port). */
  metrics?: FormMetrics;
  upstream: Upstream;
  baskets: Baskets;
  session: CookieSessionOptions;
  publicOrigin: string;
  /** The `sf_checkout` cookie's reader and writer: the web's. */
  build: CheckoutCookieFormat;
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerCheckoutForm(api: FastifyInstance, options: CheckoutFormOptions): void {
  const choices = choiceCookie(options.build);
  void api.register(async (scope) => {
    prepareCheckoutFormScope(scope, {
      bodyLimit: 4096,
      backTo: STEP,
      metrics: options.metrics,
    });

    scope.post(STEP, async (request, reply) => {
      const form = formFields(request);
      const { refuse, go } = checkoutFormAnswers(request, reply, options.metrics, STEP);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const option = dispatchOption(form.get('dispatch'));
      const slot = form.get('timeslot') || null;
      const day = form.get('timeslot-day');
      if (!option || (slot !== null && !SLOT.test(slot))) return refuse(400, 'malformed');
      const showing = form.get('intent') === 'show';

      const scoped = request.requestScope
        ? options.upstream.forRequest(request.requestScope)
        : options.upstream;
      let supplierId: string | null;
      let stokvel: boolean;
      let session: CookieSession;
      try {
        session = await CookieSession.open(request, reply, options.session);
        if (!session.data) return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(STEP)}`);
        const loaders = createLoaders(scoped, session);
        const basket = await options.baskets
          .forRequest(request, reply, { session, upstream: scoped, loaders, log: request.log })
          .stored();
        const branches = new Set(basket.lines.map((line) => String(line.offer.supplier.id)));
        supplierId = branches.size === 1 ? [...branches][0]! : null;
        stokvel = basket.lines.some((line) => line.offer.stokvel);
        if (!supplierId) return go('noBasket', '/basket');
        if (stokvel && option.dispatch === 'DELIVER') return refuse(400, 'malformed');
        const shown = choices.shown(request, supplierId);
        const sameWay =
          shown.dispatch === option.dispatch && shown.shippingProvider === option.shippingProvider;
        // A slot is one of the slots the page showed for its way: another way's are asked again.
        // The confirmation's choices (bags, a code, the credit) stay as they were.
        const chosen: CheckoutChoice = {
          ...shown,
          supplierId,
          ...option,
          timeslot: sameWay ? (slot ?? (showing ? shown.timeslot : null)) : null,
          addressId: shown.addressId,
        };
        if (showing) {
          choices.keep(request, reply, chosen);
          const shownDay = day && DAY.test(day) ? `?day=${day}` : '';
          return go('shown', `${STEP}${shownDay}`);
        }
        const deliver = option.dispatch === 'DELIVER';
        // Delivered only to one of the shopper's own saved addresses, asked afresh. Without one,
        // Continue goes straight to choosing it (whose form comes back to this step's slots).
        const address = deliver ? await ownAddress(loaders, session.data, shown.addressId) : null;
        if (deliver && !address) {
          choices.keep(request, reply, { ...chosen, timeslot: null, addressId: null });
          return go('addressRequired', ADDRESS_STEP);
        }
        if (!sameWay) {
          choices.keep(request, reply, chosen);
          return go('shown', STEP);
        }
        if (!chosen.timeslot) return refuse(422, 'slotRequired');
        const offered = await loaders.timeslots.load({
          supplierId: Number(supplierId),
          requiresShipping: deliver,
          stokvel,
          paymentProvider: null,
          shippingProvider: deliver
            ? legacyShippingProvider(option.shippingProvider as ShippingProvider)
            : null,
          shippingLat: address?.latitude ?? null,
          shippingLon: address?.longitude ?? null,
        });
        if (!offered.some((candidate) => candidate.value === chosen.timeslot))
          return refuse(409, 'slotGone');
        choices.keep(request, reply, chosen);
        return go('chosen', NEXT);
      } catch (error) {
        request.log.warn({ err: error }, 'checkout choice not kept: the legacy API failed');
        const asked = error instanceof UpstreamError ? error.retryAfterSeconds : null;
        return refuse(503, 'unavailable', asked ?? RETRY_AFTER_SECONDS);
      }
    });
  });
}
