/**
 * Checkout state, restored on start: the branch, dispatch, time slot, the delivery address's id,
 * bags, discount code and wallet credit from the `sf_checkout` cookie (checkout-cookie.ts: the
 * server reads and writes them too), the rest kept under `checkout-v1`: the delivery address's
 * parts (while they are that id's) and payment method, plus the pending place-order attempt with its
 * idempotency key (so a reload or a retry after a lost answer resends the same key and never
 * places a second order) and the placed order awaiting payment.
 */
import type { DispatchMethod, PaymentProvider, ShippingProvider } from '../generated/types';
import { defineStore, pageStore, pageStores, useStore, type ClientStores } from './client-state';
import { newIdempotencyKey } from '../lib/idempotency';
import {
  DISCOUNT_CODE,
  readCheckoutCookie,
  writeCheckoutCookie,
  type CheckoutChoice,
} from './checkout-cookie';

export interface CheckoutAddress {
  id: string;
  formatted: string;
  latitude: number;
  longitude: number;
  /** The parts the gateway reads from `formatted` (ADR 11), to show them translated. */
  streetAddress?: string;
  unit?: string | null;
  complex?: string | null;
  deliveryInstructions?: string | null;
}

export interface CheckoutState {
  supplierId: string | null;
  dispatch: DispatchMethod;
  shippingProvider: ShippingProvider;
  address: CheckoutAddress | null;
  /**
   * The saved address last chosen for a delivery: kept when the address is cleared (collecting, a
   * basket from another branch) so the next delivery puts it forward again, once the address book
   * confirms it is still there (useLastDeliveryAddress).
   */
  lastAddressId?: string | null;
  /** The slot's value; its words are the slots offered's (ChosenSlotCheck), never kept here. */
  timeslot: string | null;
  /**
   * A slot chosen earlier that the branch no longer offers (it passed while the shopper was away,
   * or filled up): its value, said to the shopper on the dispatch step until they choose again.
   */
  lostSlot?: { value: string; passed: boolean } | null;
  paymentProvider: PaymentProvider | null;
  requiresBags: boolean;
  bagQuantity: number;
  discountCode: string;
  /** Spend the wallet credit on this order; null: the legacy rule (when it covers the subtotal). */
  useCredit?: boolean | null;
  /** The place-order attempt in flight or unanswered: its key is resent on retry. */
  pendingOrderKey: string | null;
  /** The order placed by this checkout, until it is paid or left. */
  orderId: string | null;
  showOutro: boolean;
  /** The order whose thank-you was shown: a reload does not bring it back. */
  outroShownFor?: string | null;
  validatedAt: string | null;
}

export const INITIAL_CHECKOUT: CheckoutState = {
  supplierId: null,
  dispatch: 'COLLECT',
  shippingProvider: 'COLLECT',
  address: null,
  timeslot: null,
  paymentProvider: null,
  requiresBags: false,
  bagQuantity: 0,
  discountCode: '',
  pendingOrderKey: null,
  orderId: null,
  showOutro: false,
  validatedAt: null,
};

// ---- pure transitions (unit tested) ----

/** A different supplier starts the choices again; the pending order key stays (money safety). */
export function forSupplier(state: CheckoutState, supplierId: string): CheckoutState {
  if (state.supplierId === supplierId) return state;
  return {
    ...INITIAL_CHECKOUT,
    supplierId,
    pendingOrderKey: state.pendingOrderKey,
    orderId: state.orderId,
    showOutro: state.showOutro,
    // The thank-you already shown for the order stays shown (it came back on a later visit).
    outroShownFor: state.outroShownFor ?? null,
    lastAddressId: state.lastAddressId ?? null,
  };
}

/**
 * Collect or deliver: changing it clears the payment provider and the time
 * slot, and collecting also clears the delivery address; the shipping provider is `COLLECT`.
 */
export function withDispatch(
  state: CheckoutState,
  dispatch: DispatchMethod,
  shippingProvider: ShippingProvider,
): CheckoutState {
  const provider = dispatch === 'COLLECT' ? 'COLLECT' : shippingProvider;
  if (state.dispatch === dispatch && state.shippingProvider === provider) return state;
  return {
    ...state,
    dispatch,
    shippingProvider: provider,
    paymentProvider: null,
    timeslot: null,
    address: dispatch === 'COLLECT' ? null : state.address,
  };
}

export function withAddress(state: CheckoutState, address: CheckoutAddress): CheckoutState {
  const changed = state.address?.id !== address.id;
  return {
    ...state,
    address,
    lastAddressId: address.id,
    ...(changed ? { timeslot: null } : {}),
  };
}

/** The remembered address to put forward now: delivering, none chosen yet, one remembered. */
export function addressToPutForward(state: CheckoutState): string | null {
  return state.dispatch === 'DELIVER' && !state.address ? (state.lastAddressId ?? null) : null;
}

export function withTimeslot(state: CheckoutState, value: string): CheckoutState {
  return { ...state, timeslot: value, lostSlot: null };
}

/** A time slot as the branch offers it now. */
export interface OfferedSlot {
  value: string;
  startsAt: string;
  available: boolean;
}

/**
 * The chosen slot checked against the slots the branch offers now (a choice is kept on the
 * device, so it may be days old): kept while it is offered and open; else dropped and remembered
 * as lost, passed when every slot offered now starts after it.
 */
export function withSlotsOffered(
  state: CheckoutState,
  offered: readonly OfferedSlot[],
): CheckoutState {
  const value = state.timeslot;
  if (!value || offered.some((slot) => slot.value === value && slot.available)) return state;
  const chosenAt = Date.parse(value);
  const passed = offered.every((slot) => !(Date.parse(slot.startsAt) <= chosenAt));
  return { ...state, timeslot: null, lostSlot: { value, passed } };
}

/** Starts (or resumes) placing the order: the same key until the shop answers. */
export function beginPlaceOrder(
  state: CheckoutState,
  makeKey: () => string = newIdempotencyKey,
): CheckoutState {
  return state.pendingOrderKey ? state : { ...state, pendingOrderKey: makeKey() };
}

/** The shop refused the order (business errors): the next attempt is a new one. */
export function placeOrderRefused(state: CheckoutState): CheckoutState {
  return { ...state, pendingOrderKey: null };
}

/** The order exists: forget the key, remember the order for payment and the outro. */
export function orderPlaced(state: CheckoutState, orderId: string): CheckoutState {
  return {
    ...state,
    pendingOrderKey: null,
    orderId,
    showOutro: true,
    discountCode: '',
    useCredit: null,
    timeslot: null,
    // Bags are chosen per order: the next checkout does not start with this one's ticked.
    requiresBags: false,
    bagQuantity: 0,
  };
}

// ---- the store ----

/**
 * What local storage keeps: the state without the choices the `sf_checkout` cookie holds. An
 * older build kept the slot's words too (`timeslotText`, `timeslotTextFor`), and bags, the
 * discount code and the wallet credit (now the cookie's): not taken up.
 */
type Stored = Partial<CheckoutState> & { timeslotText?: unknown; timeslotTextFor?: unknown };

/** The confirmation's choices as the cookie holds them (none without a cookie). */
function confirmationChoices(
  choice: CheckoutChoice | null,
): Pick<CheckoutState, 'requiresBags' | 'bagQuantity' | 'discountCode' | 'useCredit'> {
  return {
    requiresBags: (choice?.bags ?? 0) > 0,
    bagQuantity: choice?.bags ?? 0,
    discountCode: choice?.discountCode ?? '',
    useCredit: choice?.useCredit ?? null,
  };
}

/**
 * The stored state with the cookie's choices (their one home, core/checkout-cookie.ts: the server
 * render and the dispatch step's no-script form read and write them there).
 */
function restore(stored: unknown): CheckoutState {
  const kept = stored && typeof stored === 'object' ? (stored as Stored) : {};
  const { timeslotText: _words, timeslotTextFor: _for, ...rest } = kept;
  // A server render's state is its request's, made whole by the route's loader from the
  // request's cookie (loaders.ts): there is no cookie to read here.
  if (typeof document === 'undefined') return { ...INITIAL_CHECKOUT, ...rest };
  // Bags, the code and the credit are the cookie's: copies an older build stored are not taken up.
  const {
    requiresBags: _bags,
    bagQuantity: _count,
    discountCode: _code,
    useCredit: _credit,
    ...onDevice
  } = rest;
  const choice = readCheckoutCookie();
  const state: CheckoutState = {
    ...INITIAL_CHECKOUT,
    ...onDevice,
    ...confirmationChoices(choice),
  };
  if (!choice) return state;
  return {
    ...state,
    supplierId: choice.supplierId,
    dispatch: choice.dispatch,
    shippingProvider: choice.shippingProvider,
    timeslot: choice.timeslot,
    // Collecting has no address; a delivery's is the cookie's (the no-script form may have
    // chosen another): the parts kept here only while they are that address's, else it is put
    // forward from the address book (useLastDeliveryAddress).
    address:
      choice.dispatch === 'COLLECT' ||
      (choice.addressId !== null && state.address?.id !== choice.addressId)
        ? null
        : state.address,
    lastAddressId: choice.addressId ?? state.lastAddressId ?? null,
  };
}

/** Writes the choices to the cookie, the rest to local storage. */
function save(state: CheckoutState): Stored {
  const {
    supplierId,
    dispatch,
    shippingProvider,
    timeslot,
    requiresBags,
    bagQuantity,
    discountCode,
    useCredit,
    ...rest
  } = state;
  const addressId = state.address?.id ?? state.lastAddressId ?? null;
  writeCheckoutCookie(
    supplierId
      ? {
          supplierId,
          dispatch,
          shippingProvider,
          timeslot,
          addressId,
          bags: requiresBags ? Math.max(1, bagQuantity) : 0,
          discountCode: DISCOUNT_CODE.test(discountCode) ? discountCode : '',
          useCredit: useCredit ?? null,
        }
      : null,
  );
  return rest;
}

const checkoutStore = defineStore<CheckoutState>(INITIAL_CHECKOUT, {
  key: 'checkout-v1',
  restore,
  save,
});
/** The browser page load's instance (each request context holds its own). */
const checkout = () => pageStore(checkoutStore);

/**
 * The state a server render shows for the choices a request's cookie holds, for the basket's
 * branch (`supplierId`): the cookie's when made for that branch, else the first choice.
 */
export function checkoutStateFor(
  choice: CheckoutChoice | null,
  supplierId: string | null,
): Partial<CheckoutState> {
  if (!supplierId) return {};
  if (choice?.supplierId !== supplierId)
    return { supplierId, lastAddressId: choice?.addressId ?? null };
  const { addressId, bags: _bags, discountCode: _code, useCredit: _credit, ...chosen } = choice;
  // The address's parts are the address book's: the route's loader puts them in.
  return { ...chosen, ...confirmationChoices(choice), lastAddressId: addressId };
}

/** The checkout state of `stores` (a loader's context's; by default the page load's). */
export function getCheckout(stores: ClientStores = pageStores()): CheckoutState {
  return stores.of(checkoutStore).get();
}

export function updateCheckout(change: (current: CheckoutState) => CheckoutState): CheckoutState {
  return checkout().update(change);
}

export function useCheckout(): CheckoutState {
  return useStore(checkoutStore);
}
