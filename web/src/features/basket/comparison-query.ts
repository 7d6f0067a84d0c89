/**
 * The comparison's variables, shared by the compare route's loader (which starts the query) and
 * the screen (which reads it): the same variables make one request and one cache entry.
 */
import type { CheckoutAddress } from '../../core/checkout-store';
import type { Position } from '../../lib/geolocation';
import { cartLines, type CartState, type CompareDispatch } from './cart-store';

export function comparisonVariables(
  cart: CartState,
  position: Position,
  deliveryAddress: CheckoutAddress | null = null,
) {
  const dispatch = (cart.compareDispatch ?? 'COLLECT') as CompareDispatch;
  // Delivery is priced where it goes: the address chosen for this basket's delivery, as checkout
  // prices it; without one, where the shopper is.
  const deliverTo = dispatch === 'DELIVER' ? deliveryAddress : null;
  return {
    cartId: cart.serverCartId,
    items: cartLines(cart),
    location: deliverTo
      ? { latitude: deliverTo.latitude, longitude: deliverTo.longitude }
      : { latitude: position.lat, longitude: position.lon },
    dispatch,
  };
}

/**
 * The comparison for delivery, which says this basket's fee from each branch (useBasketDelivery):
 * to `deliveryAddress`, else to `position`. The dispatch step's loader starts it on the server
 * with these variables too, so its page says the fee with JavaScript off and hydrates with no
 * request.
 */
export function deliveryComparisonVariables(
  cart: CartState,
  position: Position,
  deliveryAddress: CheckoutAddress | null,
) {
  return comparisonVariables({ ...cart, compareDispatch: 'DELIVER' }, position, deliveryAddress);
}
