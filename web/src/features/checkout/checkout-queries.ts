/**
 * The variables of the checkout screens' queries, worked out from the checkout choices and the
 * basket: the same for the route's loader, which starts the query while the screen's chunk
 * loads, and for the screen, which then reads that answer from the cache (one request).
 */
import type { CheckoutState } from '../../core/checkout-store';
import type { CheckoutTimeslotsQueryVariables } from './CheckoutTimeslots.generated';

/** The time slots to ask for, or `skip` when the choices do not allow asking yet. */
export function timeslotQuery(
  checkout: CheckoutState,
  stokvel: boolean,
): { variables: CheckoutTimeslotsQueryVariables; skip: boolean } {
  const supplierId = checkout.supplierId ?? '';
  const mustCollect = stokvel && checkout.dispatch === 'DELIVER';
  const needsAddress = checkout.dispatch === 'DELIVER' && !checkout.address;
  return {
    variables: {
      supplierId,
      dispatch: checkout.dispatch,
      shippingProvider: checkout.dispatch === 'DELIVER' ? checkout.shippingProvider : undefined,
      shippingLocation: checkout.address
        ? { latitude: checkout.address.latitude, longitude: checkout.address.longitude }
        : undefined,
      stokvel,
    },
    skip: needsAddress || !supplierId || mustCollect,
  };
}
