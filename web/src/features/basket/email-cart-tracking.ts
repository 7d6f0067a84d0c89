/**
 * Feeds the e-mail-marketing tracker from the basket: every change of its lines is a cart
 * update, an order that empties it completes the cart, and emptying it otherwise deletes it.
 * The tracker itself (lib/email-tracker) is on only when the shop's configuration says so and
 * only for an e-mail-shaped identifier.
 */
import { useEffect } from 'react';
import { createEmailTracker, type EmailTrackerOptions } from '../../lib/email-tracker';
import { readBasket } from './basket-view';
import { cartLines, getCart, subscribeCart, type CartState } from './cart-store';

let orderPlaced = false;

/** The next emptying of the basket is an order placed (cart completed), not a deletion. */
export function noteOrderPlaced(): void {
  orderPlaced = true;
}

function cartData(cart: CartState) {
  return {
    items: cartLines(cart),
    totalInCents: readBasket(cart).summary.totalInCents,
  };
}

/** The events go to the page's data layer, where the shop's marketing tag picks them up. */
function toDataLayer(payload: Parameters<EmailTrackerOptions['send']>[0]): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ...payload, event: `email_${payload.event}` });
}

export function watchCartForEmail({
  enabled,
  identifier,
  send = toDataLayer,
}: {
  enabled: boolean;
  identifier: () => string | null | undefined;
  send?: EmailTrackerOptions['send'];
}): () => void {
  const tracker = createEmailTracker({ enabled, send });
  // The basket's lines as a key: the cache tells of every write, changed or not.
  const keyOf = (cart: CartState) =>
    cart.items.map((line) => `${line.offerId}:${line.quantity}`).join(',');
  let lines = getCart().items;
  let key = keyOf(getCart());
  return subscribeCart(() => {
    const cart = getCart();
    if (keyOf(cart) === key) return;
    key = keyOf(cart);
    const hadLines = lines.length > 0;
    lines = cart.items;
    if (cart.items.length > 0) tracker.track('cart_updated', identifier(), cartData(cart));
    else if (hadLines)
      tracker.track(orderPlaced ? 'cart_completed' : 'cart_deleted', identifier(), cartData(cart));
    if (cart.items.length === 0) orderPlaced = false;
  });
}

/** Mounted once by the shell: tracks while the shop's configuration turns the tracker on. */
export function useEmailCartTracking(enabled: boolean, identifier: string | null | undefined) {
  useEffect(() => {
    if (!enabled) return;
    return watchCartForEmail({ enabled, identifier: () => identifier });
  }, [enabled, identifier]);
}
