/**
 * What the confirmation checks (`validateCart`): the basket's lines in stock with the prices
 * agreed, and the checkout's choices. The same for the screen (useConfirmationModel) and, on the
 * server, the route's loader, whose answer the page is rendered with (docs/adr/0057): the screen
 * takes that answer while it is for what it shows, so the totals are there before the scripts
 * run, and with JavaScript off.
 */
import type { CheckoutState } from '../../core/checkout-store';
import type { RequestContext } from '../../core/request-context';
import type { CheckoutValidateCartMutation } from './CheckoutValidateCart.generated';

export interface CheckItem {
  offerId: string;
  quantity: number;
  seenPriceInCents: number;
}

export function checkInput(checkout: CheckoutState, items: CheckItem[]) {
  const shipping =
    checkout.dispatch === 'DELIVER'
      ? {
          shippingProvider: checkout.shippingProvider,
          shippingLocation: checkout.address
            ? { latitude: checkout.address.latitude, longitude: checkout.address.longitude }
            : undefined,
        }
      : {};
  return {
    supplierId: checkout.supplierId ?? '',
    items,
    dispatch: checkout.dispatch,
    ...shipping,
    discountCode: checkout.discountCode || undefined,
    timeslot: checkout.timeslot ?? undefined,
    requiresBags: checkout.requiresBags,
    bagQuantity: checkout.requiresBags ? checkout.bagQuantity : 0,
    paymentProvider: checkout.paymentProvider ?? undefined,
  };
}

export type CheckInput = ReturnType<typeof checkInput>;

/** An answer of the check, with the input it answers (`key`) and the code it was about. */
export interface CheckAnswer {
  key: string;
  code: string;
  payload: CheckoutValidateCartMutation['validateCart'] | null;
}

/** Where the server's answer travels with the page (the request context's stored states). */
const SERVER_CHECK = 'checkout-check';

export function keepServerCheck(context: RequestContext, answer: CheckAnswer): void {
  context.storeStates[SERVER_CHECK] = answer;
}

/** The answer the page was rendered with, if any (null outside a context: a component test). */
export function serverCheck(context: RequestContext | null): CheckAnswer | null {
  const answer = context?.storeStates[SERVER_CHECK] as CheckAnswer | undefined;
  return answer && typeof answer.key === 'string' ? answer : null;
}
