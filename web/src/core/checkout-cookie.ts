/**
 * The checkout's choices for this device, in the `sf_checkout` cookie: the branch they were made
 * for, collect or deliver (with the delivery option), the time slot (docs/adr/0057), the id of
 * the saved address to deliver to (docs/adr/0062), and the confirmation's plastic bags, discount
 * code and wallet credit (docs/adr/0073). Their one home: the hydrated app reads and writes them
 * here (checkout-store.ts keeps the rest in local storage), the server render reads them, and the
 * checkout's no-script forms (`POST /checkout/dispatch`, `POST /checkout/address`,
 * `POST /checkout/confirmation`, `POST /checkout/place`) read and write them with this module's
 * `choiceFromCookie` and
 * `checkoutCookieValue`, which the web's server build hands the gateway (render-contract.ts): the
 * format's one reader and writer. A value that does not parse counts as no choice; a malformed
 * address id as no address. It compiles on its own (web/tsconfig.contract.json), like the
 * contract it is part of.
 */
import type { DispatchMethod, ShippingProvider } from '../generated/types.js';
import { cookieIn, readCookie, writeCookie } from '../lib/cookies.js';

export const CHECKOUT_COOKIE = 'sf_checkout';

export interface CheckoutChoice {
  supplierId: string;
  dispatch: DispatchMethod;
  shippingProvider: ShippingProvider;
  timeslot: string | null;
  /**
   * The saved address to deliver to (an address book id), kept while collecting so the next
   * delivery puts it forward; the server uses it only once found in the shopper's own book.
   */
  addressId: string | null;
  /** Plastic bags to add to the order (0: none; at most `MAX_BAGS`). */
  bags: number;
  /** The discount code entered ('' for none), as typed: the legacy API checks it. */
  discountCode: string;
  /** Spend the wallet credit on the order; null: the legacy rule (when it covers the subtotal). */
  useCredit: boolean | null;
}

/** The most bags an order takes (the confirmation's field allows no more). */
export const MAX_BAGS = 50;
/** A discount code as the cookie keeps it: letters, digits, `-` and `_`, at most 32. */
export const DISCOUNT_CODE = /^[A-Za-z0-9_-]{0,32}$/;

/**
 * A code as typed, as the shop keeps it: spaces typed or pasted around and inside it are not
 * part of it. Null when what is left cannot be a code (DISCOUNT_CODE). The confirmation's Apply
 * and, through the render contract, the gateway's form without scripts both read codes with it.
 */
export function discountCodeFrom(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return DISCOUNT_CODE.test(code) ? code : null;
}

const PROVIDERS: Record<DispatchMethod, readonly ShippingProvider[]> = {
  COLLECT: ['COLLECT'],
  DELIVER: ['PICUP', 'MANUAL_DELIVERY'],
};
const ID = /^\d{1,12}$/;
const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
/** A week: a checkout is finished within days. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The choice a cookie's value holds, or null. */
export function choiceFromCookie(value: string | undefined | null): CheckoutChoice | null {
  if (!value || value.length > 400) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
    const dispatch = parsed.d as DispatchMethod;
    const providers = PROVIDERS[dispatch] as readonly unknown[] | undefined;
    const slot = parsed.t ?? null;
    const addressId = typeof parsed.a === 'string' && ID.test(parsed.a) ? parsed.a : null;
    if (!providers?.includes(parsed.p)) return null;
    if (typeof parsed.s !== 'string' || !ID.test(parsed.s)) return null;
    if (slot !== null && (typeof slot !== 'string' || !SLOT.test(slot))) return null;
    // The confirmation's choices: one that does not parse counts as not made.
    const bags = parsed.b;
    const code = parsed.c;
    return {
      supplierId: parsed.s,
      dispatch,
      shippingProvider: parsed.p as ShippingProvider,
      timeslot: slot,
      addressId,
      bags: Number.isInteger(bags) && (bags as number) > 0 ? Math.min(bags as number, MAX_BAGS) : 0,
      discountCode: typeof code === 'string' && DISCOUNT_CODE.test(code) ? code : '',
      useCredit: typeof parsed.w === 'boolean' ? parsed.w : null,
    };
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
      // The confirmation's, each only once chosen.
      // At most MAX_BAGS, whoever asked for more (the reader holds to it too).
      ...(choice.bags > 0 ? { b: Math.min(choice.bags, MAX_BAGS) } : {}),
      ...(choice.discountCode ? { c: choice.discountCode } : {}),
      ...(choice.useCredit !== null ? { w: choice.useCredit } : {}),
    }),
  );
}

/** The choice in a `Cookie` header (a server render's request), or null. */
export function choiceFromCookieHeader(header: string | null | undefined): CheckoutChoice | null {
  const value = cookieIn(header, CHECKOUT_COOKIE);
  return value === null ? null : choiceFromCookie(value);
}

/** The choice this browser's cookie holds, or null (none, or no document: a server). */
export function readCheckoutCookie(): CheckoutChoice | null {
  const value = readCookie(CHECKOUT_COOKIE);
  return value === null ? null : choiceFromCookie(value);
}

/** Writes the choice (null: removes it) as the gateway sets it. */
export function writeCheckoutCookie(choice: CheckoutChoice | null): void {
  writeCookie(CHECKOUT_COOKIE, choice ? checkoutCookieValue(choice) : null, MAX_AGE_SECONDS);
}
