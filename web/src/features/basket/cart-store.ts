/**
 * The basket as the shopper's intent, kept in local storage under `cart-v1` and restored on start:
 * each line is the offer's id, the stored quantity (the shown amount times the per-kg conversion
 * rate) and the price the shopper saw when they added it, nothing else. Everything shown about an
 * offer comes from the Apollo cache (basket-view.ts). A slice of the client state
 * (core/client-state).
 *
 * Baskets stored before (each line a snapshot of about 24 offer fields) are read as intent; their
 * snapshots are handed once to the cache (basket-cache.ts), so no line is lost, offline either.
 */
import { createStore, useStore } from '../../core/client-state';
import { round5 } from '../../lib/quantity';
import { addToEditedOrder } from '../../core/orders-store';

export interface CartLine {
  offerId: string;
  /** Stored quantity: the shown amount times the conversion rate, 5 decimals. */
  quantity: number;
  /** The unit price the shopper saw when they added the line, in cents. */
  seenPriceInCents: number;
}

export interface CartState {
  items: CartLine[];
  /** The server cart this basket is synced to. */
  serverCartId: string | null;
  /**
   * The comparison's "much dearer" threshold, in percent, as the gateway last reported it (only
   * `basketComparison` reports it).
   */
  unitPriceThresholdPercent?: number;
  /**
   * Collect or deliver, as the shopper last chose on the comparison, so baskets compare like with
   * like (absent until they choose: collection, which every branch offers).
   */
  compareDispatch?: CompareDispatch;
}

export type CompareDispatch = 'COLLECT' | 'DELIVER';

/** What a caller adding an offer knows of it: the id, and the name and price it showed. */
export interface OfferToAdd {
  id: string;
  name: string;
  priceInCents: number;
}

/** A line stored before `cart-v1` held intent only: the offer snapshot and `qty`. */
export interface StoredSnapshotLine {
  offer: Record<string, unknown> & { id: string; priceInCents: number };
  qty: number;
}

const EMPTY: CartState = { items: [], serverCartId: null };

/** The old snapshots met on restore, for the cache to take once (see basket-cache.ts). */
let snapshots: StoredSnapshotLine['offer'][] = [];

export function takeMigratedSnapshots(): StoredSnapshotLine['offer'][] {
  const taken = snapshots;
  snapshots = [];
  return taken;
}

function isSnapshotLine(line: unknown): line is StoredSnapshotLine {
  const { offer, qty } = (line ?? {}) as Partial<StoredSnapshotLine>;
  return (
    typeof qty === 'number' &&
    qty > 0 &&
    typeof offer?.id === 'string' &&
    typeof offer.priceInCents === 'number'
  );
}

function isIntentLine(line: unknown): line is CartLine {
  const { offerId, quantity, seenPriceInCents } = (line ?? {}) as Partial<CartLine>;
  return (
    typeof offerId === 'string' &&
    typeof quantity === 'number' &&
    quantity > 0 &&
    typeof seenPriceInCents === 'number'
  );
}

/** A stored line as intent: a line of today's shape, or an old snapshot line read as one. */
function intentOf(line: unknown): CartLine | null {
  if (isIntentLine(line))
    return {
      offerId: line.offerId,
      quantity: line.quantity,
      seenPriceInCents: line.seenPriceInCents,
    };
  if (isSnapshotLine(line)) {
    snapshots.push(line.offer);
    return {
      offerId: line.offer.id,
      quantity: line.qty,
      seenPriceInCents: line.offer.priceInCents,
    };
  }
  return null;
}

export function restoreCart(stored: unknown): CartState {
  if (!stored || typeof stored !== 'object') return EMPTY;
  const {
    items,
    serverCartId,
    unitPriceThresholdPercent: threshold,
    compareDispatch,
  } = stored as Partial<CartState> & { items?: unknown };
  if (!Array.isArray(items)) return EMPTY;
  return {
    items: items.map(intentOf).filter((line): line is CartLine => line !== null),
    serverCartId: typeof serverCartId === 'string' ? serverCartId : null,
    ...(typeof threshold === 'number' && Number.isFinite(threshold)
      ? { unitPriceThresholdPercent: threshold }
      : {}),
    ...(compareDispatch === 'COLLECT' || compareDispatch === 'DELIVER' ? { compareDispatch } : {}),
  };
}

const cart = createStore<CartState>(EMPTY, { key: 'cart-v1', restore: restoreCart });

export function getCart(): CartState {
  return cart.get();
}

export function useCart(): CartState {
  return useStore(cart);
}

/**
 * Sets a line's stored quantity at the offer's price as shown to the shopper; 0 removes it. A new
 * offer is added at the end. While an order is edited with "Add items" on, the addition goes to
 * that order instead: the id of that order is returned, and the caller takes the shopper back to
 * it (a store never navigates).
 */
export function setLine(offer: OfferToAdd, quantity: number): string | null {
  const rounded = round5(quantity);
  if (rounded > 0) {
    const orderId = addToEditedOrder({
      offerId: offer.id,
      quantity: rounded,
      seenPriceInCents: offer.priceInCents,
      name: offer.name,
    });
    if (orderId) return orderId;
  }
  setBasketLine(offer, rounded);
  return null;
}

/**
 * Sets a line of the basket itself, even while an order is being edited: for what is meant for the
 * next order (Buy again, Reorder after a time-out), never for the order being edited.
 */
export function setBasketLine(offer: OfferToAdd, quantity: number): void {
  const rounded = round5(quantity);
  const line: CartLine = {
    offerId: offer.id,
    quantity: rounded,
    seenPriceInCents: offer.priceInCents,
  };
  cart.update((state) => {
    const exists = state.items.some((item) => item.offerId === offer.id);
    let items: CartLine[];
    if (rounded <= 0) items = state.items.filter((item) => item.offerId !== offer.id);
    else if (exists) items = state.items.map((item) => (item.offerId === offer.id ? line : item));
    else items = [...state.items, line];
    return { ...state, items };
  });
}

/**
 * Changes the quantity of a line already in the basket, keeping the price the shopper saw when
 * they added it (a price that moved since stays shown as moved).
 */
export function setQuantity(offerId: string, quantity: number): void {
  const rounded = round5(quantity);
  cart.update((state) => ({
    ...state,
    items:
      rounded <= 0
        ? state.items.filter((item) => item.offerId !== offerId)
        : state.items.map((item) =>
            item.offerId === offerId ? { ...item, quantity: rounded } : item,
          ),
  }));
}

export function removeLine(offerId: string): void {
  cart.update((state) => ({
    ...state,
    items: state.items.filter((line) => line.offerId !== offerId),
  }));
}

/** Removes the lines whose offer ids are given (e.g. every out-of-stock line). */
export function removeLines(offerIds: readonly string[]): void {
  const gone = new Set(offerIds);
  cart.update((state) => ({
    ...state,
    items: state.items.filter((line) => !gone.has(line.offerId)),
  }));
}

export function clearCart(): void {
  cart.update((state) => ({ ...state, items: [] }));
}

export function setServerCartId(serverCartId: string | null): void {
  cart.update((state) =>
    serverCartId === state.serverCartId ? state : { ...state, serverCartId },
  );
}

export function setCompareDispatch(compareDispatch: CompareDispatch): void {
  cart.update((state) =>
    compareDispatch === state.compareDispatch ? state : { ...state, compareDispatch },
  );
}

/** Replaces every line at once (shopping at another branch, or undoing that). */
export function replaceLines(items: CartLine[]): void {
  cart.update((state) => ({ ...state, items }));
}

export function rememberUnitPriceThreshold(percent: number): void {
  cart.update((state) =>
    percent === state.unitPriceThresholdPercent
      ? state
      : { ...state, unitPriceThresholdPercent: percent },
  );
}

export function lineQuantity(state: CartState, offerId: string): number {
  return state.items.find((line) => line.offerId === offerId)?.quantity ?? 0;
}

/** The lines as the server basket and the checkout take them. */
export function cartLines(state: CartState): Array<{ offerId: string; quantity: number }> {
  return state.items.map((line) => ({ offerId: line.offerId, quantity: line.quantity }));
}

/** For tests: start again from what is stored. */
export function reloadCartFromStorage(): void {
  cart.reload();
}

/** Calls `listener` after every change of the basket; returns the unsubscribe. */
export function subscribeCart(listener: () => void): () => void {
  return cart.subscribe(listener);
}
