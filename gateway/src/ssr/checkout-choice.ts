/**
 * The checkout's choices for this device in the `sf_checkout` cookie: the branch they were made
 * for, collect or deliver (with the delivery option), the time slot (docs/adr/0057) and the
 * saved address to deliver to (its id in the shopper's address book, docs/adr/0062). Its format
 * has one reader and one writer, the web's (web/src/core/checkout-cookie.ts), which its server
 * build hands the gateway (`choiceFromCookie`, `checkoutCookieValue` in the render contract), so
 * the browser, the server render and the no-script forms read one choice. It is the shopper's own
 * choice and no secret: the legacy API checks the slot and the way to get the order when the
 * basket is checked and the order placed, so a forged value gains nothing; one that does not
 * parse counts as no choice. What is the gateway's own: the cookie's attributes as it sets it,
 * and reading the dispatch step's posted fields.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutChoice, WebServerBuild } from './renderer.js';

export type { CheckoutChoice } from './renderer.js';

export const CHECKOUT_COOKIE = 'sf_checkout';

/** How long the choice is kept: a checkout is finished within days, not months. */
export const CHECKOUT_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The cookie's reader and writer, from the web's server build. */
export type CheckoutCookieFormat = Pick<WebServerBuild, 'choiceFromCookie' | 'checkoutCookieValue'>;

/** The choice as the no-script forms read and keep it, in the web's format. */
export interface ChoiceCookie {
  /** The choice the request's cookie holds, or null (none, or one that does not parse). */
  read(request: FastifyRequest): CheckoutChoice | null;
  /** What the checkout showed for this branch: the cookie's choice for it, else collection. */
  shown(request: FastifyRequest, supplierId: string): CheckoutChoice;
  /** Sets the cookie to `choice`, as the web writes it. */
  keep(request: FastifyRequest, reply: FastifyReply, choice: CheckoutChoice): void;
}

export function choiceCookie(format: CheckoutCookieFormat): ChoiceCookie {
  const read = (request: FastifyRequest) =>
    format.choiceFromCookie(request.cookies[CHECKOUT_COOKIE]);
  return {
    read,
    shown(request, supplierId) {
      const kept = read(request);
      return kept?.supplierId === supplierId
        ? kept
        : {
            supplierId,
            dispatch: 'COLLECT',
            shippingProvider: 'COLLECT',
            timeslot: null,
            // The address chosen for an earlier delivery is put forward again.
            addressId: kept?.addressId ?? null,
            // Bags, a code and the credit are chosen for a branch's order: none yet.
            bags: 0,
            discountCode: '',
            useCredit: null,
          };
    },
    keep(request, reply, choice) {
      void reply.setCookie(CHECKOUT_COOKIE, format.checkoutCookieValue(choice), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: CHECKOUT_COOKIE_MAX_AGE_SECONDS,
        // Written as the web writes it (document.cookie), so it is not encoded twice.
        encode: (value) => value,
      });
    },
  };
}

/** The delivery options each way offers, as the dispatch step names them. */
const DISPATCH_OPTIONS = {
  COLLECT: ['COLLECT'],
  DELIVER: ['PICUP', 'MANUAL_DELIVERY'],
} as const;

/** A slot's start: an ISO date-time with its offset (`2026-11-30T09:00:00+02:00`). */
export const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/** `METHOD:PROVIDER` as the dispatch step's radio buttons name an option, or null. */
export function dispatchOption(
  value: string | null | undefined,
): Pick<CheckoutChoice, 'dispatch' | 'shippingProvider'> | null {
  const [method = '', provider = ''] = (value ?? '').split(':');
  if (method !== 'COLLECT' && method !== 'DELIVER') return null;
  const providers: readonly string[] = DISPATCH_OPTIONS[method];
  return providers.includes(provider)
    ? { dispatch: method, shippingProvider: provider as CheckoutChoice['shippingProvider'] }
    : null;
}
