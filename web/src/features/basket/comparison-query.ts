/**
 * The comparison's variables, shared by the compare route's loader (which starts the query) and
 * the screen (which reads it): the same variables make one request and one cache entry.
 */
import type { Position } from '../../lib/geolocation';
import { cartLines, type CartState, type CompareDispatch } from './cart-store';

export function comparisonVariables(cart: CartState, position: Position) {
  return {
    cartId: cart.serverCartId,
    items: cartLines(cart),
    location: { latitude: position.lat, longitude: position.lon },
    dispatch: (cart.compareDispatch ?? 'COLLECT') as CompareDispatch,
  };
}
