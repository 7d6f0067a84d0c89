/**
 * `POST /checkout/address`: the delivery address where the browser's script cannot (JavaScript
 * off, or a tap before the page has hydrated), for a signed-in shopper's checkout:
 *
 * - `addressId`: one of the shopper's saved addresses (their legacy address book, asked afresh:
 *   an id that is not theirs is refused with 404 and never kept);
 * - `intent=add` with `streetAddress`, `unit`, `complex`, `deliveryInstructions`: a new address,
 *   checked with the address form's rules and placed by the gazetteer (checkout-address-fields.ts);
 *   what is wrong is answered with the form again, as typed (422). An address the book already
 *   holds word for word is chosen, not saved again, and the same address posted twice at once is
 *   saved once (a double submit).
 *
 * The address's id is kept with the checkout's other choices, in the `sf_checkout` cookie
 * (docs/adr/0062); a new address clears the slot (the slots depend on where the order goes), and
 * the shopper goes back to the dispatch step (303), which shows the delivery's slots for it.
 * Held to the other forms' standard (docs/adr/0043, 0057): the API's rate limit, the request's
 * deadline, the same-site rule, 503 with Retry-After for a legacy failure or hang, every refusal
 * a page in the shopper's language, counted as `gateway_form_actions_total{form="checkout"}`.
 */
import type { RestAddress } from '@shopfront/legacy-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Baskets } from '../basket/baskets.js';
import { createLoaders, type Loaders } from '../loaders/index.js';
import { composeAddress } from '../resolvers/addresses/address-text.js';
import { CookieSession, type CookieSessionOptions } from '../session/cookie-session.js';
import type { SessionData } from '../session/types.js';
import { UpstreamError } from '../upstream/errors.js';
import type { Upstream } from '../upstream/index.js';
import { ownAddress } from './checkout-address-book.js';
import { checkAddress, typedAddress, type PlacedAddress } from './checkout-address-fields.js';
import {
  ADDRESS_STEP,
  addressRefusalPage,
  refuseAddressForm,
  showAddressAgain,
  type AddressRefusal,
} from './checkout-address-pages.js';
import { choiceCookie, type CheckoutChoice, type CheckoutCookieFormat } from './checkout-choice.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { pageLook } from './form-pages.js';
import { formAnswers } from './form-answers.js';
import { formFields, prepareFormScope } from './form-scope.js';

const DISPATCH_STEP = '/checkout/dispatch';
const ID = /^\d{1,12}$/;
/** When to try again after a legacy failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

export interface CheckoutAddressFormOptions {
  metrics?: FormMetrics;
  upstream: Upstream;
  baskets: Baskets;
  session: CookieSessionOptions;
  publicOrigin: string;
  /** The delivery address page's stylesheets, for the form shown again. */
  stylesheets: readonly string[];
  /** The `sf_checkout` cookie's reader and writer: the web's. */
  build: CheckoutCookieFormat;
}

/**
 * Saves a new address once: the same shopper's same address posted again while the first is being
 * saved waits for that one (a double submit). Entries live only while their save is in flight.
 */
class AddressSaves {
  private readonly inFlight = new Map<string, Promise<RestAddress | string[]>>();

  save(
    upstream: Upstream,
    viewer: SessionData,
    line: string,
    placed: PlacedAddress,
  ): Promise<RestAddress | string[]> {
    const key = `${viewer.userId}\n${line}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const saving = upstream.account
      .addAddress(viewer, {
        formatted: line,
        latitude: placed.latitude,
        longitude: placed.longitude,
      })
      .then((result) => (result.ok ? result.value : result.messages))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, saving);
    return saving;
  }
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerCheckoutAddressForm(
  api: FastifyInstance,
  options: CheckoutAddressFormOptions,
): void {
  const saves = new AddressSaves();
  const choices = choiceCookie(options.build);
  void api.register(async (scope) => {
    prepareFormScope(scope, {
      bodyLimit: 4096,
      sharedRefusalPage: (request, refusal) => addressRefusalPage(pageLook(request), refusal),
      onSharedRefusal: (reply, refusal) =>
        options.metrics?.answered('checkout', refusal, reply.elapsedTime / 1000),
    });

    scope.post('/checkout/address', async (request, reply) => {
      const form = formFields(request);
      const { answered, refuse, go } = formAnswers<AddressRefusal>(
        reply,
        options.metrics,
        'checkout',
        (status, refusal, retryAfterSeconds) =>
          refuseAddressForm(request, reply, status, refusal, retryAfterSeconds),
      );
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const chosenId = form.get('addressId');
      const adding =
        chosenId === null && (form.get('intent') === 'add' || form.has('streetAddress'));
      if (chosenId !== null && !ID.test(chosenId)) return refuse(400, 'noAddress');
      if (chosenId === null && !adding) return refuse(400, 'noAddress');

      const scoped = request.requestScope
        ? options.upstream.forRequest(request.requestScope)
        : options.upstream;
      try {
        const session = await CookieSession.open(request, reply, options.session);
        const viewer = session.data;
        if (!viewer)
          return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(ADDRESS_STEP)}`);
        const loaders = createLoaders(scoped, session);
        const supplierId = await basketBranch(request, reply, options, scoped, session, loaders);
        if (!supplierId) return go('noBasket', '/basket');

        let addressId: string;
        if (chosenId !== null) {
          const own = await ownAddress(loaders, viewer, chosenId);
          if (!own) return refuse(404, 'notYours');
          addressId = String(own.id);
        } else {
          const typed = typedAddress(form);
          const checked = checkAddress(typed);
          if (!checked.ok) {
            answered('addressProblems');
            return showAddressAgain(request, reply, typed, checked.problems, options.stylesheets);
          }
          const line = composeAddress({
            streetAddress: checked.address.parts.formatted,
            ...checked.address.parts,
          });
          // The book holds it already (the same form again): that one, not a second copy.
          const book = await loaders.addresses.load(viewer.userId);
          const saved =
            book.find((address) => address.formatted === line) ??
            (await saves.save(scoped, viewer, line, checked.address));
          if (Array.isArray(saved)) return refuse(422, 'saveRefused');
          loaders.addresses.clear(viewer.userId);
          addressId = String(saved.id);
        }
        choices.keep(request, reply, withAddress(choices.shown(request, supplierId), addressId));
        return go(chosenId !== null ? 'addressChosen' : 'addressAdded', DISPATCH_STEP);
      } catch (error) {
        request.log.warn({ err: error }, 'delivery address not kept: the legacy API failed');
        const asked = error instanceof UpstreamError ? error.retryAfterSeconds : null;
        return refuse(503, 'unavailable', asked ?? RETRY_AFTER_SECONDS);
      }
    });
  });
}

/** The basket's one branch, or null (empty, or mixing branches). */
async function basketBranch(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CheckoutAddressFormOptions,
  upstream: Upstream,
  session: CookieSession,
  loaders: Loaders,
): Promise<string | null> {
  const basket = await options.baskets
    .forRequest(request, reply, { session, upstream, loaders, log: request.log })
    .stored();
  const branches = new Set(basket.lines.map((line) => String(line.offer.supplier.id)));
  return branches.size === 1 ? [...branches][0]! : null;
}

/** The choice delivering to `addressId`: another address than before asks for a slot again. */
function withAddress(choice: CheckoutChoice, addressId: string): CheckoutChoice {
  return {
    ...choice,
    addressId,
    // Delivery slots depend on where the order goes; a collection's slot does not.
    timeslot:
      choice.dispatch === 'DELIVER' && choice.addressId !== addressId ? null : choice.timeslot,
  };
}
