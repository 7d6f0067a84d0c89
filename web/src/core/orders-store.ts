/**
 * Order state kept under `orders-v1`: the order being edited (the proxy order) with its pending
 * modifications, and the payment attempts with their idempotency keys so a reload or retry
 * never registers a second transaction or charges a card twice.
 */
import { createStore, useStore } from './client-state';
import {
  addModification,
  type PickOutcome,
  purgeAdded,
  withCheckedPrices,
  type CheckedAddition,
  type PendingModification,
} from './order-modifications';

export interface EditingOrder {
  orderId: string;
  reference: string;
  supplierId: string;
  supplierName: string;
  /** While true, adding to the basket adds to this order instead. */
  proxy: boolean;
}

export interface PaymentAttempt {
  orderId: string;
  provider: string;
  /** Key of `registerTransaction` for this attempt. */
  registerKey: string;
  transactionId: string | null;
  payRequestId: string | null;
  /** Key of `payWithCard` for this attempt. */
  cardKey: string | null;
}

export interface PaymentOutcome {
  orderId: string;
  ok: boolean;
  reason: string | null;
  message: string | null;
}

export interface OrdersState {
  editing: EditingOrder | null;
  modifications: PendingModification[];
  /** One payment attempt per order, until it ends. */
  attempts: Record<string, PaymentAttempt>;
  /** Redirect returns already finalized, by PAY_REQUEST_ID (a reload shows the same outcome). */
  finalized: Record<string, PaymentOutcome>;
  /** Order ids whose review prompt the shopper dismissed. */
  dismissed: string[];
  /**
   * `id:STATUS` of the orders whose prompt (open orders, timed out) the shopper has seen: an order
   * comes back when its state changes (pending payment, then stock short).
   */
  seen?: string[];
}

const INITIAL: OrdersState = {
  editing: null,
  modifications: [],
  attempts: {},
  finalized: {},
  dismissed: [],
};

function restore(stored: unknown): OrdersState {
  if (!stored || typeof stored !== 'object') return INITIAL;
  // Older versions stored a pending navigation here; a reload must not replay it.
  const { navigateTo: _dropped, ...rest } = stored as Partial<OrdersState> & {
    navigateTo?: unknown;
  };
  return { ...INITIAL, ...rest };
}

const orders = createStore<OrdersState>(INITIAL, { key: 'orders-v1', restore });

const update = (change: (state: OrdersState) => OrdersState) => orders.update(change);

export function getOrdersState(): OrdersState {
  return orders.get();
}

export function useOrdersState(): OrdersState {
  return useStore(orders);
}

// ---- editing ----

/**
 * Editing an order sets the proxy (order editing): from now on, adding anywhere in the
 * catalogue adds to this order, not the basket.
 */
export function startEditing(order: Omit<EditingOrder, 'proxy'>): void {
  update((state) => ({
    ...state,
    editing: { ...order, proxy: true },
    modifications: state.editing?.orderId === order.orderId ? state.modifications : [],
  }));
}

export function setProxy(proxy: boolean): void {
  update((state) => (state.editing ? { ...state, editing: { ...state.editing, proxy } } : state));
}

export function stopEditing(): void {
  update((state) => ({ ...state, editing: null, modifications: [] }));
}

export function modify(modification: PendingModification): void {
  update((state) => ({
    ...state,
    modifications: addModification(state.modifications, modification),
  }));
}

export function dropModification(index: number): void {
  update((state) => ({
    ...state,
    modifications: state.modifications.filter((_, i) => i !== index),
  }));
}

export function purgeOutOfStock(offerIds: ReadonlySet<string>): void {
  update((state) => ({ ...state, modifications: purgeAdded(state.modifications, offerIds) }));
}

/** Added offers at the prices the last check found (the shopper then confirms them). */
export function confirmCheckedPrices(preview: readonly CheckedAddition[]): void {
  update((state) => ({
    ...state,
    modifications: withCheckedPrices(state.modifications, preview),
  }));
}

/** The pending changes after a pick check (see usePickCheck); returns what the check did. */
export function applyPickCheck(check: (list: PendingModification[]) => PickOutcome): PickOutcome {
  let outcome: PickOutcome = { modifications: [], dropped: [], repriced: [] };
  update((state) => {
    outcome = check(state.modifications);
    return { ...state, modifications: outcome.modifications };
  });
  return outcome;
}

export function resetModifications(): void {
  update((state) => ({ ...state, modifications: [] }));
}

/**
 * Adding to the basket while the proxy is on: add to the order instead. Returns the order's id
 * (the caller goes back to it), or null when no order takes the addition.
 */
export function addToEditedOrder(item: NonNullable<PendingModification['item']>): string | null {
  const editing = orders.get().editing;
  if (!editing?.proxy) return null;
  update((state) => ({
    ...state,
    editing: { ...editing, proxy: false },
    modifications: addModification(state.modifications, { action: 'ADD', item }),
  }));
  return editing.orderId;
}

// ---- payment attempts ----

export function paymentAttempt(orderId: string): PaymentAttempt | null {
  return orders.get().attempts[orderId] ?? null;
}

export function saveAttempt(attempt: PaymentAttempt): void {
  update((state) => ({ ...state, attempts: { ...state.attempts, [attempt.orderId]: attempt } }));
}

/** The attempt ended (paid, declined, cancelled...): the next payment is a new attempt. */
export function endAttempt(orderId: string): void {
  update((state) => {
    const { [orderId]: _ended, ...rest } = state.attempts;
    return { ...state, attempts: rest };
  });
}

export function attemptByPayRequestId(payRequestId: string): PaymentAttempt | null {
  return Object.values(orders.get().attempts).find((a) => a.payRequestId === payRequestId) ?? null;
}

export function recordFinalized(payRequestId: string, outcome: PaymentOutcome): void {
  update((state) => ({ ...state, finalized: { ...state.finalized, [payRequestId]: outcome } }));
}

// ---- prompts ----

const SEEN_KEPT = 200;
const seenKey = (orderId: string, status: string) => `${orderId}:${status}`;

export function hasSeen(orderId: string, status: string): boolean {
  return (orders.get().seen ?? []).includes(seenKey(orderId, status));
}

export function markSeen(seenOrders: ReadonlyArray<{ id: string; status: string }>): void {
  const keys = seenOrders.map((order) => seenKey(order.id, order.status));
  update((state) => {
    const seen = state.seen ?? [];
    if (keys.every((key) => seen.includes(key))) return state;
    return {
      ...state,
      seen: [...seen.filter((key) => !keys.includes(key)), ...keys].slice(-SEEN_KEPT),
    };
  });
}

export function dismiss(orderId: string): void {
  update((state) =>
    state.dismissed.includes(orderId)
      ? state
      : { ...state, dismissed: [...state.dismissed, orderId] },
  );
}
