/**
 * `POST /checkout/confirmation`: the confirmation's plastic bags, discount code and wallet credit
 * where the browser's script cannot (JavaScript off, or a tap before the page has hydrated), kept
 * with the checkout's other choices in the `sf_checkout` cookie (checkout-choice.ts, docs/adr/0073)
 * and answered with a 303 back to the confirmation, which the server renders with them: its
 * basket check (`validateCart`) then prices the bags, applies the code or says why it cannot, and
 * takes the credit off; "Place order" (`POST /checkout/place`) places the order with them.
 *
 * Each of the page's three forms posts what it shows: bags (`has=bags`, the box `bags=1`, and
 * `bagQuantity` once bags are chosen), the wallet credit (`has=credit`, the box `useCredit=1`), the
 * code (`discountCode`, or `intent=removeCode`). A box not ticked is not sent, so the `has` marker
 * says the box was on the page. Held to the other forms' standard (docs/adr/0043): the API's rate
 * limit, the same-site rule, refusals as pages in the shopper's language. It asks the legacy API
 * nothing: the choices are the device's, checked when the confirmation checks the basket.
 */
import type { FastifyInstance } from 'fastify';
import { CookieSession, type CookieSessionOptions } from '../session/cookie-session.js';
import { choiceCookie, type CheckoutChoice, type CheckoutCookieFormat } from './checkout-choice.js';
import { prepareCheckoutFormScope, checkoutFormAnswers } from './checkout-form-pages.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { formFields } from './form-scope.js';
import type { WebServerBuild } from './renderer.js';

const CONFIRMATION = '/checkout/confirmation';
const COUNT = /^\d{1,3}$/;

export interface CheckoutConfirmationFormOptions {
  metrics?: FormMetrics;
  session: CookieSessionOptions;
  publicOrigin: string;
  /** The `sf_checkout` cookie's reader and writer, and how a typed code is read: the web's. */
  build: CheckoutCookieFormat & Pick<WebServerBuild, 'discountCodeFrom'>;
}

/**
 * The choice with what the form changed; `malformed` when a field is, `code` when the discount
 * code cannot be one (read as the web's Apply reads it, `codeFrom`).
 */
function changed(
  form: URLSearchParams,
  choice: CheckoutChoice,
  codeFrom: WebServerBuild['discountCodeFrom'],
): CheckoutChoice | 'malformed' | 'code' {
  const shown = new Set(form.getAll('has'));
  let next = choice;
  if (shown.has('bags')) {
    // An emptied number field is no number: the bags stay as they were.
    const count = form.get('bagQuantity') || null;
    if (count !== null && !COUNT.test(count)) return 'malformed';
    // Ticked without a number (the field shows once bags are chosen): one bag to start, or as
    // many as before. The cookie's writer keeps at most its MAX_BAGS.
    const bags = form.get('bags') === '1' ? Math.max(1, Number(count ?? (choice.bags || 1))) : 0;
    next = { ...next, bags };
  }
  if (shown.has('credit')) next = { ...next, useCredit: form.get('useCredit') === '1' };
  const typed = form.get('intent') === 'removeCode' ? '' : form.get('discountCode');
  if (typed !== null) {
    const code = codeFrom(typed);
    if (code === null) return 'code';
    next = { ...next, discountCode: code };
  }
  return next;
}

export function registerCheckoutConfirmationForm(
  api: FastifyInstance,
  options: CheckoutConfirmationFormOptions,
): void {
  const choices = choiceCookie(options.build);
  void api.register(async (scope) => {
    prepareCheckoutFormScope(scope, {
      bodyLimit: 2048,
      backTo: CONFIRMATION,
      metrics: options.metrics,
    });

    scope.post(CONFIRMATION, async (request, reply) => {
      const { refuse, go } = checkoutFormAnswers(request, reply, options.metrics, CONFIRMATION);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      let session: CookieSession;
      try {
        session = await CookieSession.open(request, reply, options.session);
      } catch (error) {
        request.log.warn({ err: error }, 'confirmation choice not kept: no session store');
        return refuse(503, 'unavailable', 5);
      }
      if (!session.data)
        return go('signIn', `/sign_in?redirect_to=${encodeURIComponent(CONFIRMATION)}`);
      // The confirmation follows the dispatch step's choice: without one, that step first.
      const choice = choices.read(request);
      if (!choice) return go('choose', '/checkout/dispatch');
      const next = changed(formFields(request), choice, options.build.discountCodeFrom);
      if (next === 'malformed') return refuse(400, 'malformed');
      // Said here, where the shopper can be told, rather than dropped unseen by the cookie.
      if (next === 'code') return refuse(422, 'codeMalformed');
      choices.keep(request, reply, next);
      return go('chosen', CONFIRMATION);
    });
  });
}
