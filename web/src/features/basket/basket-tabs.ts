/**
 * The shop open in several tabs of one browser: the gateway holds the basket and each tab's cache
 * is a copy, so a tab that changed it tells the others, which read it again from the gateway.
 */
const channel =
  typeof window !== 'undefined' && 'BroadcastChannel' in window
    ? new BroadcastChannel('shopfront-basket-v1')
    : null;

/** Tells this browser's other tabs that the basket changed on the gateway. */
export function tellOtherTabs(): void {
  channel?.postMessage('changed');
}

/** Calls `listener` when another tab of this browser changed the basket. */
export function whenOtherTabChanges(listener: () => void): void {
  channel?.addEventListener('message', listener);
}
