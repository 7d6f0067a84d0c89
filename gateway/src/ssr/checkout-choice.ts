/**
 * The checkout's choices for this device in the `sf_checkout` cookie: the branch they were made
 * for, collect or deliver (with the delivery option), the time slot (docs/adr/0057) and the
 * saved address to deliver to (its id in the shopper's address book, docs/adr/0062). The web
 * writes the same cookie when the hydrated app chooses (web/src/core/checkout-cookie.ts, same
 * format, pinned by the same example in both tests) and the server render reads it, so the
 * browser and the gateway show one choice. It is the shopper's own choice and no secret: the
 * legacy API checks the slot and the way to get the order when the basket is checked and the
 * order placed, so a forged value gains nothing; one that does not parse counts as no choice.
 */
export const CHECKOUT_COOKIE = 'sf_checkout';

export const DISPATCH_OPTIONS = {
  COLLECT: ['COLLECT'],
  DELIVER: ['PICUP', 'MANUAL_DELIVERY'],
} as const;

export type Dispatch = keyof typeof DISPATCH_OPTIONS;

export interface CheckoutChoice {
  supplierId: string;
  dispatch: Dispatch;
  shippingProvider: string;
  /** The slot's start as the legacy API names it (an ISO date-time), or null. */
  timeslot: string | null;
  /**
   * The id of the saved address to deliver to, or null. Kept while collecting (the next delivery
   * puts it forward); only ever used once found in the signed-in shopper's own address book.
   */
  addressId: string | null;
}

const ID = /^\d{1,12}$/;
/** A slot's start: an ISO date-time with its offset (`2026-11-30T09:00:00+02:00`). */
export const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;

/** `METHOD:PROVIDER` as the dispatch step's radio buttons name an option, or null. */
export function dispatchOption(
  value: string | null | undefined,
): { dispatch: Dispatch; shippingProvider: string } | null {
  const [method = '', provider = ''] = (value ?? '').split(':');
  if (method !== 'COLLECT' && method !== 'DELIVER') return null;
  const providers: readonly string[] = DISPATCH_OPTIONS[method];
  return providers.includes(provider) ? { dispatch: method, shippingProvider: provider } : null;
}

/** The choice the cookie holds, or null (none, or a value that is not one: then ignored). */
export function choiceFromCookie(value: string | undefined): CheckoutChoice | null {
  if (!value || value.length > 400) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
    const option = dispatchOption(`${String(parsed.d)}:${String(parsed.p)}`);
    const supplierId = parsed.s;
    const slot = parsed.t ?? null;
    const addressId = parsed.a ?? null;
    if (!option || typeof supplierId !== 'string' || !ID.test(supplierId)) return null;
    if (slot !== null && (typeof slot !== 'string' || !SLOT.test(slot))) return null;
    // A malformed address id is no address (the rest of the choice stands).
    const address = typeof addressId === 'string' && ID.test(addressId) ? addressId : null;
    return { supplierId, ...option, timeslot: slot, addressId: address };
  } catch {
    return null;
  }
}

/** The cookie's value for a choice. */
export function checkoutCookieValue(choice: CheckoutChoice): string {
  return encodeURIComponent(
    JSON.stringify({
      s: choice.supplierId,
      d: choice.dispatch,
      p: choice.shippingProvider,
      t: choice.timeslot,
      // Only when there is one: a choice without an address reads as it did before addresses.
      ...(choice.addressId ? { a: choice.addressId } : {}),
    }),
  );
}

/** How long the choice is kept: a checkout is finished within days, not months. */
export const CHECKOUT_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
