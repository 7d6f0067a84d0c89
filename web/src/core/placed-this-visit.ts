/**
 * The order placed in this tab's visit. Back or a reload onto a checkout step right after placing
 * goes to that order; a later visit whose thank-you was never dismissed must not. Session storage
 * is exactly that span: it survives Back and reloads, not a new tab or a new visit.
 */
const KEY = 'checkout-placed-this-visit';

export function markPlacedThisVisit(orderId: string): void {
  try {
    sessionStorage.setItem(KEY, orderId);
  } catch {
    // No session storage (private mode quota): Back then goes to the basket, which is empty.
  }
}

export function placedThisVisit(orderId: string | null): boolean {
  if (!orderId) return false;
  try {
    return sessionStorage.getItem(KEY) === orderId;
  } catch {
    return false;
  }
}
