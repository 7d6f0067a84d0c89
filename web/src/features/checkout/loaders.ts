/**
 * The checkout routes' loaders: each starts its screen's queries as the navigation starts, in
 * parallel with the screen's chunk, and never waits in the browser. The screens ask with the same
 * documents and variables (checkout-queries.ts) and read the answer from the cache or join the
 * request in flight: one request, started earlier.
 *
 * On the server (a signed-in shopper's page, docs/adr/0057) the choices come from the request's
 * `sf_checkout` cookie and the branch from the shopper's basket, read first, and a delivery's
 * address from the shopper's address book by the cookie's id (docs/adr/0062): the page is rendered
 * with them (the request context's `storeStates`, which the browser hydrates with).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { contextOf, type QueryPreloader, type RequestContext } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { readBasket } from '../basket/basket-view';
import { BasketDocument } from '../basket/Basket.generated';
import { BasketComparisonDocument } from '../basket/BasketComparison.generated';
import { loadBasket } from '../basket/cart-store';
import { deliveryComparisonVariables } from '../basket/comparison-query';
import { DEFAULT_POSITION } from '../../lib/geolocation';
import { OPTIONAL_ANSWER_HEADER } from '../../server/render-contract';
import { timeslotQuery } from './checkout-queries';
import {
  checkoutStateFor,
  getCheckout,
  INITIAL_CHECKOUT,
  type CheckoutAddress,
  type CheckoutState,
} from '../../core/checkout-store';
import { AddressBookDocument } from '../addresses/AddressBook.generated';
import { checkoutAddressOf } from '../addresses/checkout-address';
import { choiceFromCookieHeader } from '../../core/checkout-cookie';
import { CheckoutSetupDocument } from './CheckoutSetup.generated';
import { CheckoutShopShippingDocument } from './CheckoutShopShipping.generated';
import { CheckoutTimeslotsDocument } from './CheckoutTimeslots.generated';
import { CheckoutViewerDocument } from './CheckoutViewer.generated';
import { CheckoutValidateCartDocument } from './CheckoutValidateCart.generated';
import { checkInput, keepServerCheck } from './check-input';
import { basketSupplierId } from './checkout-model';
import { basketHasStokvel } from './stokvel';

type Args = Pick<LoaderFunctionArgs, 'context'> & { request?: Request };

/** The checkout as this page shows it, and whether the basket holds stokvel offers. */
async function checkoutNow(
  context: RequestContext,
  request: Request | undefined,
): Promise<{ checkout: CheckoutState; stokvel: boolean }> {
  if (context.where === 'browser') {
    return {
      checkout: getCheckout(context.stores),
      stokvel: basketHasStokvel({ items: readBasket().lines }),
    };
  }
  const lines = await basketLines(context);
  const supplierId = basketSupplierId({
    items: lines.map((line) => ({
      offer: { supplier: { id: line.offer.supplier.id }, outOfStock: false },
    })),
  });
  const chosen = checkoutStateFor(
    choiceFromCookieHeader(request?.headers.get('cookie')),
    supplierId,
  );
  const state =
    chosen.dispatch === 'DELIVER'
      ? { ...chosen, address: await deliveryAddress(context, chosen) }
      : chosen;
  // The page is rendered, and hydrates, with the choices the request carried.
  context.storeStates['checkout-v1'] = state;
  return {
    checkout: { ...INITIAL_CHECKOUT, ...state },
    stokvel: basketHasStokvel({ items: lines }),
  };
}

/**
 * The saved address the request's choice delivers to, read from the shopper's own address book
 * (an id that is not in it, another shopper's included, is no address).
 */
async function deliveryAddress(
  context: RequestContext,
  { lastAddressId }: Partial<CheckoutState>,
): Promise<CheckoutAddress | null> {
  if (!lastAddressId) return null;
  const { data } = await context.client.query({ query: AddressBookDocument });
  const found = data?.viewer?.addresses?.find((address) => address.id === lastAddressId);
  return found ? checkoutAddressOf(found) : null;
}

/** The branch's checkout settings, or nothing before a branch is chosen for the checkout. */
function startSetup(preloadQuery: QueryPreloader, { supplierId }: CheckoutState) {
  return supplierId ? preloadQuery(CheckoutSetupDocument, { variables: { supplierId } }) : null;
}

/** The basket's lines on the server, read with the render's client (into its cache). */
async function basketLines(context: RequestContext) {
  const { data } = await context.client.query({ query: BasketDocument });
  return data?.basket.lines ?? [];
}

/**
 * `/checkout`: the shop's shipping options (its configuration check) and the basket. On the
 * server, a basket holding items from more than one branch is sent to the basket page, which says
 * to compare and choose one: the hydrated app's guard (CheckoutLayout) does the same, but a page
 * without its scripts was a step's heading over nothing. An empty basket is left to the guard:
 * right after placing, the app sends the shopper to that order instead, which only the tab knows.
 */
export async function checkoutLayoutLoader(args: Args) {
  const context = contextOf(args);
  if (context.where === 'browser') return null;
  const lines = await basketLines(context);
  if (lines.length > 0 && basketSupplierId({ items: lines }) === null) throw redirect('/basket');
  return { shipping: context.preloadQuery(CheckoutShopShippingDocument) };
}

/**
 * Collect or deliver (`/checkout/dispatch`): the branch's settings and its time slots; on the
 * server, delivering to a saved address, also this basket's delivery fee to it.
 */
export async function checkoutDispatchLoader(args: Args) {
  const context = contextOf(args);
  const { checkout, stokvel } = await checkoutNow(context, args.request);
  const slots = timeslotQuery(checkout, stokvel);
  if (context.where === 'server') await startDeliveryFee(context, checkout);
  return {
    setup: startSetup(context.preloadQuery, checkout),
    slots: slots.skip
      ? null
      : context.preloadQuery(CheckoutTimeslotsDocument, { variables: slots.variables }),
  };
}

/**
 * The comparison the step's delivery fee is read from (useBasketDelivery), with the variables the
 * hydrated step asks with: without it the page said no fee at all, where the hydrated step says
 * this basket's fee to the address. (The branch's delivery options, which it reads too, come
 * with the step's settings, CheckoutSetup: the cache merges them, type-policies.ts.) The address
 * is where the fee is measured to, so the device's position (unknown on the server) does not
 * enter. A failed answer leaves the fee out, as the browser does before its answer, and the step
 * is still the page.
 */
async function startDeliveryFee(context: RequestContext, checkout: CheckoutState): Promise<void> {
  const { address } = checkout;
  if (checkout.dispatch !== 'DELIVER' || !checkout.supplierId || !address) return;
  const cart = await loadBasket(context);
  if (cart.items.length === 0) return;
  context.preloadQuery(BasketComparisonDocument, {
    variables: deliveryComparisonVariables(cart, DEFAULT_POSITION, address),
    // The step is whole without it: a failed answer is left out, not the step's page failed
    // (with JavaScript off, the only way on).
    context: { headers: { [OPTIONAL_ANSWER_HEADER]: '1' } },
  });
}

/**
 * The delivery address (`/checkout/shipping_address`): the address book; on the server also the
 * choices, so the address the cookie names is the one shown chosen (docs/adr/0062).
 */
export async function checkoutAddressLoader(args: Args) {
  const context = contextOf(args);
  if (context.where === 'server') await checkoutNow(context, args.request);
  return { queryRef: context.preloadQuery(AddressBookDocument, ownData) };
}

/**
 * Confirmation (`/checkout/confirmation`): the branch's settings and the shopper's account; on
 * the server also the basket's check, whose totals the page is rendered with (check-input.ts).
 */
export async function checkoutConfirmationLoader(args: Args) {
  const context = contextOf(args);
  const { checkout, stokvel } = await checkoutNow(context, args.request);
  const slots = timeslotQuery(checkout, stokvel);
  const started = {
    setup: startSetup(context.preloadQuery, checkout),
    viewer: context.preloadQuery(CheckoutViewerDocument),
    // The chosen slot's words come from the slots offered (ChosenSlotCheck).
    slots:
      slots.skip || !checkout.timeslot
        ? null
        : context.preloadQuery(CheckoutTimeslotsDocument, { variables: slots.variables }),
  };
  if (context.where === 'server' && checkout.supplierId) await checkOnServer(context, checkout);
  return started;
}

/** The basket's check as the confirmation asks it, kept for the page (a failure: none kept). */
async function checkOnServer(context: RequestContext, checkout: CheckoutState): Promise<void> {
  const lines = context.client.readQuery({ query: BasketDocument })?.basket.lines ?? [];
  const items = lines
    .filter((line) => !line.offer.outOfStock)
    .map((line) => ({
      offerId: line.offer.id,
      quantity: line.quantity,
      seenPriceInCents: line.agreedPriceInCents,
    }));
  if (items.length === 0) return;
  const input = checkInput(checkout, items);
  const { data } = await context.client.mutate({
    mutation: CheckoutValidateCartDocument,
    variables: { input },
  });
  keepServerCheck(context, {
    key: JSON.stringify(input),
    code: input.discountCode ?? '',
    payload: data?.validateCart ?? null,
  });
}
