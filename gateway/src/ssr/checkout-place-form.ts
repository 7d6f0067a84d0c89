/**
 * `POST /checkout/place`: "Place order" where the browser's script cannot (JavaScript off, or a
 * tap before the page has hydrated), for the ways to pay that need no script (EFT, cash), none
 * at all (the wallet credit pays it), or the provider's own page (PayGate, Shop2Shop, MoyaPay:
 * the payment is started as the order is placed and the browser goes there,
 * checkout-place-payment.ts). The order is the shopper's basket as the gateway holds it,
 * collected at the branch, or delivered to the saved address the choice names once found in the
 * shopper's own address book (docs/adr/0062), in the slot of their checkout choice (the
 * `sf_checkout` cookie, read with the web's reader, checkout-choice.ts), at the prices the
 * confirmation showed (the form's `offerId` and `seenPriceInCents`; else the prices agreed in the
 * basket): a price that moved since stops it, and the shopper is sent back to the confirmation,
 * which says "Some item prices have changed".
 *
 * It is placed through the gateway's own GraphQL pipeline (`placeOrder`, the web's persisted
 * `CheckoutPlaceOrder` operation, in-process), so its idempotency holds: the form carries a key
 * made when the confirmation was rendered, and a double submit or a repeat of that form places
 * one order, and each lands on it (a repeat after the order emptied the basket is answered by
 * `placeOrder` from its key; a key that placed nothing goes to the orders). Held to the
 * other forms' standard (docs/adr/0043, 0054): the API's rate limit, the request deadline, the
 * same-site rule, 503 with Retry-After for a legacy failure or hang, refusals as pages in the
 * shopper's language. Placed: the basket is emptied and the shopper goes to the order's page,
 * or to the gateway's page to pay it (a payment that could not start: a 503 leading to the order,
 * where "Pay now" starts it).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Baskets } from '../basket/baskets.js';
import { createLoaders } from '../loaders/index.js';
import { CookieSession, type CookieSessionOptions } from '../session/cookie-session.js';
import type { Upstream } from '../upstream/index.js';
import { ownAddress } from './checkout-address-book.js';
import { ADDRESS_STEP } from './checkout-address-pages.js';
import { choiceCookie, type CheckoutCookieFormat } from './checkout-choice.js';
import {
  answerStart,
  paymentAnswers,
  paymentKeyOfPlacing,
  REDIRECT_PAYMENTS,
  startPayment,
  type PaymentOperations,
} from './checkout-place-payment.js';
import { prepareCheckoutFormScope, checkoutFormAnswers } from './checkout-form-pages.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { formFields } from './form-scope.js';
import { errorCodes, runOperation } from './in-process-operation.js';

const CONFIRMATION = '/checkout/confirmation';
const KEY = /^[\w.:-]{8,128}$/;
const ID = /^\d{1,12}$/;
const CENTS = /^\d{1,9}$/;
/** The ways to pay whose next step needs no script: the order page says how to pay them. */
const WITHOUT_SCRIPT = new Set(['OFFLINE_EFT', 'CASH']);
const PAYMENT = /^[A-Z_0-9]{2,20}$/;
/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

/** The web's persisted `CheckoutPlaceOrder` operation (its manifest's id and text). */
export interface PlaceOrderOperation {
  id: string;
  body: string;
}

/** The web's `CheckoutPlaceOrder` in the persisted-query manifest, or null without it. */
export function placeOrderOperation(manifestFile: string): PlaceOrderOperation | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      operations?: { id: string; name: string; body: string }[];
    };
    const found = manifest.operations?.find((operation) => operation.name === 'CheckoutPlaceOrder');
    return found ? { id: found.id, body: found.body } : null;
  } catch {
    return null;
  }
}

export interface CheckoutPlaceFormOptions {
  metrics?: FormMetrics;
  upstream: Upstream;
  baskets: Baskets;
  session: CookieSessionOptions;
  publicOrigin: string;
  /** The root app: the order is placed through its GraphQL pipeline. */
  app: FastifyInstance;
  operation: PlaceOrderOperation;
  /** Paying on a gateway's page (PayGate and the like): without them, those need the script. */
  payments?: PaymentOperations | null;
  /** The `sf_checkout` cookie's reader: the web's. */
  build: CheckoutCookieFormat;
}

interface PlaceAnswer {
  data?: {
    placeOrder?: {
      order: { id: string; payableBalanceInCents: number } | null;
      validationErrors: { __typename: string }[];
      errors: { __typename: string }[];
    } | null;
  } | null;
  errors?: { extensions?: { code?: string } }[];
}

/** The prices the confirmation showed, by offer (each offer once; malformed: null). */
function shownPrices(form: URLSearchParams): Map<number, number> | null {
  const offers = form.getAll('offerId');
  const prices = form.getAll('seenPriceInCents');
  if (offers.length !== prices.length || offers.length > 100) return null;
  const shown = new Map<number, number>();
  for (const [index, offer] of offers.entries()) {
    const price = prices[index] ?? '';
    if (!ID.test(offer) || !CENTS.test(price)) return null;
    shown.set(Number(offer), Number(price));
  }
  return shown;
}

export function registerCheckoutPlaceForm(
  api: FastifyInstance,
  options: CheckoutPlaceFormOptions,
): void {
  const choices = choiceCookie(options.build);
  void api.register(async (scope) => {
    prepareCheckoutFormScope(scope, {
      bodyLimit: 16_384,
      backTo: CONFIRMATION,
      metrics: options.metrics,
    });

    scope.post('/checkout/place', async (request, reply) => {
      const form = formFields(request);
      const { refuse, go } = checkoutFormAnswers(request, reply, options.metrics, CONFIRMATION);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const key = form.get('idempotencyKey') ?? '';
      const payment = form.get('payment') || null;
      const useCredit = form.get('useCredit') === '1';
      const shown = shownPrices(form);
      if (!KEY.test(key) || !shown || (payment !== null && !PAYMENT.test(payment)))
        return refuse(400, 'malformed');
      // Paid on the provider's own page: the payment starts once the order is placed.
      const onGatewayPage =
        options.payments && payment !== null && REDIRECT_PAYMENTS.has(payment) ? payment : null;
      if (payment !== null && !WITHOUT_SCRIPT.has(payment) && !onGatewayPage)
        return refuse(422, 'paymentNeedsScript');
      if (payment === null && !useCredit) return refuse(422, 'paymentRequired');

      try {
        const session = await CookieSession.open(request, reply, options.session);
        if (!session.data)
          return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(CONFIRMATION)}`);
        const scoped = request.requestScope
          ? options.upstream.forRequest(request.requestScope)
          : options.upstream;
        const loaders = createLoaders(scoped, session);
        const basket = options.baskets.forRequest(request, reply, {
          session,
          upstream: scoped,
          loaders,
          log: request.log,
        });
        const { lines } = await basket.stored();
        const choice = choices.read(request);
        // The same form again once its order emptied the basket (a double click, a repeat):
        // `placeOrder` answers with that order by the form's key, so this post lands there too.
        const repeat = lines.length === 0;
        // For a repeat only the key counts; the rest is what a placing needs to be asked at all.
        let input: Record<string, unknown> = {
          idempotencyKey: key,
          supplierId: choice?.supplierId ?? '0',
          items: [],
          dispatch: choice?.dispatch ?? 'COLLECT',
        };
        if (!repeat) {
          const branches = new Set(lines.map((line) => String(line.offer.supplier.id)));
          if (!choice?.timeslot || branches.size !== 1 || !branches.has(choice.supplierId))
            return go('choose', '/checkout/dispatch');
          const deliver = choice.dispatch === 'DELIVER';
          // Delivered only to one of the shopper's own saved addresses (placeOrder checks it too).
          const address = deliver
            ? await ownAddress(loaders, session.data, choice.addressId)
            : null;
          if (deliver && !address) return go('addressRequired', ADDRESS_STEP);
          input = {
            ...input,
            items: lines.map((line) => ({
              offerId: String(line.offerId),
              quantity: line.quantity,
              seenPriceInCents: shown.get(line.offerId) ?? line.agreedPriceInCents,
            })),
            paymentProvider: payment,
            ...(address
              ? { shippingProvider: choice.shippingProvider, shippingAddressId: String(address.id) }
              : {}),
            // The confirmation's bags and code, as its check priced them (the same cookie).
            requiresBags: choice.bags > 0,
            bagQuantity: choice.bags,
            ...(choice.discountCode ? { discountCode: choice.discountCode } : {}),
            timeslot: choice.timeslot,
            useCredit,
          };
        }

        const answer = await place(request, options, input);
        const codes = errorCodes(answer);
        if (codes.includes('UNAUTHENTICATED'))
          return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(CONFIRMATION)}`);
        // A repeat whose key placed nothing (or was forgotten): the orders are where to look.
        if (codes.includes('BAD_USER_INPUT'))
          return repeat ? go('placedBefore', '/orders') : refuse(400, 'malformed');
        if (codes.includes('RATE_LIMITED')) return refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
        const placed = answer.data?.placeOrder;
        if (!placed) return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
        // A refused discount code alone: the confirmation looks as it did (the code's refusal is
        // at its field), so the press would say nothing there; this page says it.
        const kinds = new Set(placed.validationErrors.map((error) => error.__typename));
        if (kinds.size === 1 && kinds.has('DiscountCodeError')) return refuse(422, 'codeRefused');
        // The check found something (a price moved, out of stock, the slot gone): the
        // confirmation checks again and says what.
        if (placed.validationErrors.length > 0) return go('checkFailed', CONFIRMATION);
        if (!placed.order) return refuse(409, 'refused');
        if (!repeat) {
          await basket.clear();
          // As the app does once an order is placed: bags, the code, the credit and the slot
          // were this order's; the way to get it and the address are put forward again.
          if (choice)
            choices.keep(request, reply, {
              ...choice,
              timeslot: null,
              bags: 0,
              discountCode: '',
              useCredit: null,
            });
        }
        const orderId = placed.order.id;
        if (onGatewayPage && options.payments && placed.order.payableBalanceInCents > 0)
          return await payOnGatewayPage(request, reply, options, options.payments, {
            orderId,
            provider: onGatewayPage,
            idempotencyKey: paymentKeyOfPlacing(key),
          });
        return go(repeat ? 'placedBefore' : 'placed', `/orders/${encodeURIComponent(orderId)}`);
      } catch (error) {
        request.log.warn({ err: error }, 'order not placed by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
    });
  });
}

/** `placeOrder` through the gateway's own pipeline, under the shopper's session. */
function place(
  request: FastifyRequest,
  options: CheckoutPlaceFormOptions,
  input: Record<string, unknown>,
): Promise<PlaceAnswer> {
  return runOperation<NonNullable<PlaceAnswer['data']>>(
    options.app,
    request,
    'CheckoutPlaceOrder',
    options.operation,
    { input },
  );
}

/**
 * The order is placed: its payment starts on the gateway's page, where the browser goes. The
 * key is the placing's own, so a double submit of the form starts one payment.
 */
async function payOnGatewayPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CheckoutPlaceFormOptions,
  operations: PaymentOperations,
  input: { orderId: string; provider: string; idempotencyKey: string },
): Promise<FastifyReply> {
  const answer = paymentAnswers(request, reply, options.metrics, input.orderId);
  try {
    const started = await startPayment(
      request,
      { app: options.app, publicOrigin: options.publicOrigin, operations },
      input,
    );
    return answerStart(started, input.orderId, answer, `/orders/${input.orderId}`);
  } catch (error) {
    request.log.warn(
      { err: error },
      'order placed, its payment not started: the legacy API failed',
    );
    return answer.refuse(503, 'notStarted', RETRY_AFTER_SECONDS);
  }
}
