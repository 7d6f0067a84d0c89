/**
 * The basket, kept in local storage under `cart-v1` and restored on start. Each line is a
 * snapshot of the offer (enough to render and price it offline) and the stored quantity (the
 * shown amount times the per-kg conversion rate). A slice of the client state (core/client-state).
 */
import { createStore, useStore } from '../../core/client-state';
import { quantityRules, lineTotalInCents, round5, type QuantityOffer } from '../../lib/quantity';
import { addToEditedOrder } from '../../core/orders-store';

export interface CartOffer extends QuantityOffer {
  id: string;
  name: string;
  priceInCents: number;
  basePriceInCents: number;
  imageUrl: string;
  /** e.g. `1 l`, `Per kg`. */
  pack: string;
  unit: string;
  measurement: number;
  brand: string | null;
  sellableId: string;
  productId: string | null;
  supplierId: string;
  supplierName: string;
  outOfStock: boolean;
  promo: boolean;
  stokvel: boolean;
  endAt: string | null;
  /** Absent in baskets stored before these were kept: read as no limit. */
  stokvelMinQuantity?: number | null;
  stockLeft?: number | null;
}

export interface CartLine {
  offer: CartOffer;
  /** Stored quantity: the shown amount times the conversion rate, 5 decimals. */
  qty: number;
}

export interface CartState {
  items: CartLine[];
  /** The server cart this basket is synced to in market mode. */
  serverCartId: string | null;
  /**
   * The comparison's "much dearer" threshold, in percent, as the gateway last reported it (only
   * `basketComparison` reports it): once known, the compare screen saves and compares in one call.
   */
  unitPriceThresholdPercent?: number;
  /**
   * Collect or deliver, as the shopper last chose on the comparison, so baskets compare like with
   * like (absent until they choose: collection, which every branch offers).
   */
  compareDispatch?: CompareDispatch;
}

export type CompareDispatch = 'COLLECT' | 'DELIVER';

const EMPTY: CartState = { items: [], serverCartId: null };

function restore(stored: unknown): CartState {
  if (!stored || typeof stored !== 'object') return EMPTY;
  const {
    items,
    serverCartId,
    unitPriceThresholdPercent: threshold,
    compareDispatch,
  } = stored as Partial<CartState>;
  if (!Array.isArray(items)) return EMPTY;
  return {
    items: items.filter(
      (line): line is CartLine =>
        !!line &&
        typeof line.qty === 'number' &&
        line.qty > 0 &&
        typeof line.offer?.id === 'string',
    ),
    serverCartId: serverCartId ?? null,
    ...(typeof threshold === 'number' && Number.isFinite(threshold)
      ? { unitPriceThresholdPercent: threshold }
      : {}),
    ...(compareDispatch === 'COLLECT' || compareDispatch === 'DELIVER' ? { compareDispatch } : {}),
  };
}

const cart = createStore<CartState>(EMPTY, { key: 'cart-v1', restore });

export function getCart(): CartState {
  return cart.get();
}

export function useCart(): CartState {
  return useStore(cart);
}

/**
 * Sets a line's stored quantity; 0 removes it. A new offer is added at the end. While an order
 * is edited with "Add items" on, the addition goes to that order instead: the id of that order
 * is returned, and the caller takes the shopper back to it (a store never navigates).
 */
export function setLine(offer: CartOffer, qty: number): string | null {
  const rounded = round5(qty);
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
export function setBasketLine(offer: CartOffer, qty: number): void {
  const rounded = round5(qty);
  cart.update((state) => {
    const exists = state.items.some((line) => line.offer.id === offer.id);
    let items: CartLine[];
    if (rounded <= 0) items = state.items.filter((line) => line.offer.id !== offer.id);
    else if (exists)
      items = state.items.map((line) =>
        line.offer.id === offer.id ? { offer, qty: rounded } : line,
      );
    else items = [...state.items, { offer, qty: rounded }];
    return { ...state, items };
  });
}

export function removeLine(offerId: string): void {
  cart.update((state) => ({
    ...state,
    items: state.items.filter((line) => line.offer.id !== offerId),
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

/** Replaces the offers of lines whose data changed (price, stock) after a refresh. */
export function refreshOffers(offers: CartOffer[]): void {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  cart.update((state) => ({
    ...state,
    items: state.items.map((line) => ({ ...line, offer: byId.get(line.offer.id) ?? line.offer })),
  }));
}

export function lineQuantity(cart: CartState, offerId: string): number {
  return cart.items.find((line) => line.offer.id === offerId)?.qty ?? 0;
}

export function lineTotal(line: CartLine): number {
  return lineTotalInCents(line.offer.priceInCents, line.qty, quantityRules(line.offer));
}

export interface CartSummary {
  /** Items in the basket: units of each line, a per-kg line once. */
  count: number;
  /** The same, of the lines in stock. */
  inStockCount: number;
  /** Lines out of stock. */
  outOfStockCount: number;
  /** Total of the lines in stock, in cents. */
  totalInCents: number;
  /** What the shopper saves on promotions and stokvel prices, in cents. */
  savingsInCents: number;
}

/** Twelve tins count twelve; 1.250 kg of mince counts one. */
export function unitCount(lines: CartLine[]): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      (line.offer.perKg ? 1 : Math.max(1, Math.round(line.qty / quantityRules(line.offer).rate))),
    0,
  );
}

export function summarise(cart: CartState): CartSummary {
  const inStock = cart.items.filter((line) => !line.offer.outOfStock);
  return {
    count: unitCount(cart.items),
    inStockCount: unitCount(inStock),
    outOfStockCount: cart.items.length - inStock.length,
    totalInCents: inStock.reduce((sum, line) => sum + lineTotal(line), 0),
    savingsInCents: inStock.reduce(
      (sum, line) =>
        sum +
        Math.max(
          0,
          lineTotalInCents(line.offer.basePriceInCents, line.qty, quantityRules(line.offer)) -
            lineTotal(line),
        ),
      0,
    ),
  };
}

export function removeOutOfStock(): void {
  cart.update((state) => ({
    ...state,
    items: state.items.filter((line) => !line.offer.outOfStock),
  }));
}

/** For tests: start again from what is stored. */
export function reloadCartFromStorage(): void {
  cart.reload();
}

/** Calls `listener` after every change of the basket; returns the unsubscribe. */
export function subscribeCart(listener: () => void): () => void {
  return cart.subscribe(listener);
}
