/**
 * Paying on a redirect gateway's page (PayGate, Shop2Shop, MoyaPay) without the script
 * (docs/adr/0061): what the web's payment step does with `registerTransaction` and
 * `window.location.assign`, done by the gateway for a form.
 *
 * - `startPayment`: registers the order's transaction through the gateway's own pipeline (the
 *   web's persisted `PaymentRegisterTransaction`, in-process), once per idempotency key, with the
 *   return address on the shop's configured origin (`PUBLIC_ORIGIN`, never the request's Host):
 *   `/orders/{id}/pay/form-return`. `POST /checkout/place` calls it right after placing.
 * - `POST /orders/{id}/pay` (fields `idempotencyKey`, made when the order page was rendered, and
 *   `provider`): "Pay now" on the order page, a new attempt after a declined or cancelled one.
 * - `GET /orders/{id}/pay/form-return`: where the gateway sends the browser back. The payment is
 *   settled from the gateway (`resolvePaymentPending`, what the web's return page does when the
 *   device does not know the transaction), and the shopper goes on to the order, rendered on the
 *   server: paid, or `?payment=REASON` (declined, cancelled, still being checked), which the page
 *   words and under which it offers "Pay now" again. The query's `TRANSACTION_STATUS` only chooses
 *   the words of a failure the gateway confirmed; nothing is taken from it as paid.
 *
 * A double submit or a repeat sends the same key (one transaction); a new key while a payment is
 * still open on the gateway's page is refused by the legacy API (`PAYMENT_IN_PROGRESS`), and a
 * paid order is never charged again (`ALREADY_PAID`): one charge per order. Held to the other
 * forms' standard (docs/adr/0043, 0057): the API's rate limit, the request deadline, the
 * same-site rule for the posts, 503 with Retry-After for a legacy failure or hang, refusals as
 * pages in the shopper's language (checkout-place-payment-pages.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  refusePaymentForm,
  paymentRefusalPage,
  type PaymentFormRefusal,
} from './checkout-place-payment-pages.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { pageLook } from './form-pages.js';
import { redirectWithCookies } from './form-redirect.js';
import { formFields, prepareFormScope } from './form-scope.js';
import { errorCodes, runOperation } from './in-process-operation.js';
import { persistedOperation, type PersistedOperation } from './persisted-operation.js';

/** The ways to pay on the provider's own page: the browser goes there, no script needed. */
export const REDIRECT_PAYMENTS: ReadonlySet<string> = new Set(['PAYGATE', 'SHOP2SHOP', 'MOYA']);
const KEY = /^[\w.:-]{8,128}$/;
const ID = /^\d{1,12}$/;
const PROVIDER = /^[A-Z_0-9]{2,20}$/;
/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;
/** The gateway's TRANSACTION_STATUS codes, for the words of a payment that did not go through. */
const FAILURE_BY_CODE: Record<string, string> = {
  '2': 'DECLINED',
  '4': 'CANCELLED',
  '6': 'INSUFFICIENT_FUNDS',
};

/** The web's persisted operations a no-script payment runs. */
export interface PaymentOperations {
  register: PersistedOperation;
  resolve: PersistedOperation;
}

export function paymentOperations(manifestFile: string): PaymentOperations | null {
  const register = persistedOperation(manifestFile, 'PaymentRegisterTransaction');
  const resolve = persistedOperation(manifestFile, 'OrderResolvePaymentPending');
  return register && resolve ? { register, resolve } : null;
}

export interface PaymentFormOptions {
  metrics?: FormMetrics;
  publicOrigin: string;
  /** The root app: payments are started and settled through its GraphQL pipeline. */
  app: FastifyInstance;
  operations: PaymentOperations;
}

/** Where the gateway sends the browser back: always on the shop's configured origin. */
export const formReturnUrl = (publicOrigin: string, orderId: string): string =>
  `${publicOrigin}/orders/${encodeURIComponent(orderId)}/pay/form-return`;

/** The payment's key for an order placed by the form with `placeKey`: a repeat starts nothing new. */
export const paymentKeyOfPlacing = (placeKey: string): string =>
  `pay-${createHash('sha256').update(placeKey).digest('hex').slice(0, 40)}`;

export type PaymentStart =
  | { kind: 'started'; redirectUrl: string }
  /** Not started, and why (`PaymentFailureReason`: ALREADY_PAID, PAYMENT_IN_PROGRESS, …). */
  | { kind: 'refused'; reason: string }
  | { kind: 'notYours' | 'signIn' | 'malformed' | 'rateLimited' };

interface RegisterAnswer {
  registerTransaction?: {
    transaction: { redirectUrl: string | null } | null;
    errors: { reason: string }[];
  } | null;
}

/** Starts (or, with the same key, finds again) the order's payment on the gateway's page. */
export async function startPayment(
  request: FastifyRequest,
  options: PaymentFormOptions,
  input: { orderId: string; provider: string; idempotencyKey: string },
): Promise<PaymentStart> {
  const answer = await runOperation<RegisterAnswer>(
    options.app,
    request,
    'PaymentRegisterTransaction',
    options.operations.register,
    {
      input: {
        ...input,
        returnUrl: formReturnUrl(options.publicOrigin, input.orderId),
      },
    },
  );
  const codes = errorCodes(answer);
  if (codes.includes('UNAUTHENTICATED')) return { kind: 'signIn' };
  if (codes.includes('NOT_FOUND') || codes.includes('FORBIDDEN')) return { kind: 'notYours' };
  if (codes.includes('RATE_LIMITED')) return { kind: 'rateLimited' };
  if (codes.includes('BAD_USER_INPUT')) return { kind: 'malformed' };
  const payload = answer.data?.registerTransaction;
  if (!payload) throw new Error('registerTransaction gave no answer');
  const redirectUrl = payload.transaction?.redirectUrl;
  if (payload.errors.length > 0 || !redirectUrl)
    return { kind: 'refused', reason: payload.errors[0]?.reason ?? 'FAILED' };
  return { kind: 'started', redirectUrl };
}

/** The order's page after a payment that did not start: `?payment=REASON` words it. */
export const orderPageAfter = (orderId: string, reason: string | null): string =>
  `/orders/${encodeURIComponent(orderId)}${reason && reason !== 'ALREADY_PAID' ? `?payment=${reason}` : ''}`;

interface ResolveAnswer {
  resolvePaymentPending?: {
    order: { status: string; payableBalanceInCents: number } | null;
  } | null;
}

/** `POST /orders/{id}/pay` and `GET /orders/{id}/pay/form-return`, under the API's rate limit. */
export function registerPaymentForms(api: FastifyInstance, options: PaymentFormOptions): void {
  void api.register(async (scope) => {
    prepareFormScope(scope, {
      bodyLimit: 1024,
      sharedRefusalPage: (request, refusal) =>
        paymentRefusalPage(pageLook(request), refusal, orderIdOf(request)),
      onSharedRefusal: (reply, refusal) =>
        options.metrics?.answered('payment', refusal, reply.elapsedTime / 1000),
    });
    const answering = (request: FastifyRequest, reply: FastifyReply, orderId: string | null) =>
      paymentAnswers(request, reply, options.metrics, orderId);

    scope.post<{ Params: { id: string } }>('/orders/:id/pay', async (request, reply) => {
      const orderId = ID.test(request.params.id) ? request.params.id : null;
      const { refuse, go } = answering(request, reply, orderId);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const form = formFields(request);
      const key = form.get('idempotencyKey') ?? '';
      const provider = form.get('provider') ?? '';
      if (!orderId || !KEY.test(key) || !PROVIDER.test(provider)) return refuse(400, 'malformed');
      if (!REDIRECT_PAYMENTS.has(provider)) return refuse(422, 'needsScript');
      try {
        const started = await startPayment(request, options, {
          orderId,
          provider,
          idempotencyKey: key,
        });
        return answerStart(started, orderId, { refuse, go }, `/orders/${orderId}`);
      } catch (error) {
        request.log.warn({ err: error }, 'payment not started by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
    });

    scope.get<{ Params: { id: string }; Querystring: { TRANSACTION_STATUS?: string } }>(
      '/orders/:id/pay/form-return',
      async (request, reply) => {
        const orderId = ID.test(request.params.id) ? request.params.id : null;
        const { refuse, go } = answering(request, reply, orderId);
        if (!orderId) return refuse(404, 'notYours');
        try {
          const answer = await runOperation<ResolveAnswer>(
            options.app,
            request,
            'OrderResolvePaymentPending',
            options.operations.resolve,
            // Settling asks the gateway afresh each time (a reload after it answered, too).
            { input: { orderId, idempotencyKey: `form-return-${randomUUID()}` } },
          );
          const codes = errorCodes(answer);
          if (codes.includes('UNAUTHENTICATED'))
            return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(request.url)}`);
          if (codes.includes('NOT_FOUND') || codes.includes('FORBIDDEN'))
            return refuse(404, 'notYours');
          if (codes.includes('RATE_LIMITED'))
            return refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
          const order = answer.data?.resolvePaymentPending?.order;
          if (!order) return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
          if (order.payableBalanceInCents <= 0) return go('paid', `/orders/${orderId}`);
          if (order.status === 'PAYMENT_PROCESSING')
            return go('checking', orderPageAfter(orderId, 'CHECKING'));
          const code = request.query.TRANSACTION_STATUS ?? '';
          return go('unpaid', orderPageAfter(orderId, FAILURE_BY_CODE[code] ?? 'FAILED'));
        } catch (error) {
          request.log.warn({ err: error }, 'payment not settled on return: the legacy API failed');
          return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
        }
      },
    );
  });
}

/** How a payment form answers, each answer counted: a refusal's page, or a 303 to `location`. */
export function paymentAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  metrics: FormMetrics | undefined,
  orderId: string | null,
): PaymentAnswers {
  return {
    refuse(status, refusal, retryAfterSeconds) {
      metrics?.answered('payment', refusal, reply.elapsedTime / 1000);
      return refusePaymentForm(request, reply, status, refusal, orderId, retryAfterSeconds);
    },
    go(outcome, location) {
      metrics?.answered('payment', outcome, reply.elapsedTime / 1000);
      return redirectWithCookies(reply, [], location);
    },
  };
}

export interface PaymentAnswers {
  refuse(status: number, refusal: PaymentFormRefusal, retryAfterSeconds?: number): FastifyReply;
  go(outcome: string, location: string): FastifyReply;
}

/** The answer to a payment start: the gateway's page, or the order's page saying why not. */
export function answerStart(
  started: PaymentStart,
  orderId: string,
  answer: PaymentAnswers,
  signInBackTo: string,
): FastifyReply {
  switch (started.kind) {
    case 'started':
      return answer.go('started', started.redirectUrl);
    case 'refused':
      return answer.go('notStarted', orderPageAfter(orderId, started.reason));
    case 'signIn':
      return answer.go('signIn', `/sign_in?redirect_to=${encodeURIComponent(signInBackTo)}`);
    case 'notYours':
      return answer.refuse(404, 'notYours');
    case 'rateLimited':
      return answer.refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
    case 'malformed':
      return answer.refuse(400, 'malformed');
  }
}

function orderIdOf(request: FastifyRequest): string | null {
  const id = (request.params as { id?: string } | undefined)?.id;
  return id && ID.test(id) ? id : null;
}
