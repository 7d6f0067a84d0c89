/**
 * The checkout routes' loaders: each starts its screen's queries as the navigation starts, in
 * parallel with the screen's chunk, and never waits. The screens ask with the same documents and
 * variables (checkout-queries.ts) and read the answer from the cache or join the request in
 * flight: one request, started earlier.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { contextOf, type RequestContext } from '../../core/request-context';
import { readBasket } from '../basket/basket-view';
import { timeslotQuery } from './checkout-queries';
import { getCheckout } from '../../core/checkout-store';
import { CheckoutSetupDocument } from './CheckoutSetup.generated';
import { CheckoutTimeslotsDocument } from './CheckoutTimeslots.generated';
import { CheckoutViewerDocument } from './CheckoutViewer.generated';
import { basketHasStokvel } from './stokvel';

/** The branch's checkout settings, or nothing before a branch is chosen for the checkout. */
function startSetup({ preloadQuery, stores }: RequestContext) {
  const { supplierId } = getCheckout(stores);
  return supplierId ? preloadQuery(CheckoutSetupDocument, { variables: { supplierId } }) : null;
}

/** Collect or deliver (`/checkout/dispatch`): the branch's settings and its time slots. */
export function checkoutDispatchLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  const { preloadQuery } = context;
  const slots = timeslotQuery(
    getCheckout(context.stores),
    basketHasStokvel({ items: readBasket().lines }),
  );
  return {
    setup: startSetup(context),
    slots: slots.skip
      ? null
      : preloadQuery(CheckoutTimeslotsDocument, { variables: slots.variables }),
  };
}

/** Confirmation (`/checkout/confirmation`): the branch's settings and the shopper's account. */
export function checkoutConfirmationLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  return { setup: startSetup(context), viewer: context.preloadQuery(CheckoutViewerDocument) };
}
