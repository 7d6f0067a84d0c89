/**
 * Order state kept under `orders-v1`: the order being edited (the proxy order) with its pending
 * modifications, and the payment attempts with their idempotency keys so a reload or retry
 * never registers a second transaction or charges a card twice.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import {
  addModification,
  purgeAdded,
  withCheckedPrices,
  type CheckedAddition,
  type PendingModification,
} from './modifications';

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

function restore(): OrdersState {
  const stored = readStored<(Partial<OrdersState> & { navigateTo?: unknown }) | null>(
    'orders-v1',
    null,
  );
  if (!stored || typeof stored !== 'object') return INITIAL;
  // Older versions stored a pending navigation here; a reload must not replay it.
  const { navigateTo: _dropped, ...rest } = stored;
  return { ...INITIAL, ...rest };
}

let state: OrdersState = restore();
const listeners = new Set<() => void>();

function setState(next: OrdersState): void {
  state = next;
  writeStored('orders-v1', next);
  listeners.forEach((listener) => listener());
}

export function getOrdersState(): OrdersState {
  return state;
}

export function useOrdersState(): OrdersState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getOrdersState);
}

// ---- editing ----

export function startEditing(order: Omit<EditingOrder, 'proxy'>): void {
  const same = state.editing?.orderId === order.orderId;
  setState({
    ...state,
    editing: { ...order, proxy: false },
    modifications: same ? state.modifications : [],
  });
}

export function setProxy(proxy: boolean): void {
  if (state.editing) setState({ ...state, editing: { ...state.editing, proxy } });
}

export function stopEditing(): void {
  setState({ ...state, editing: null, modifications: [] });
}

export function modify(modification: PendingModification): void {
  setState({ ...state, modifications: addModification(state.modifications, modification) });
}

export function dropModification(index: number): void {
  setState({ ...state, modifications: state.modifications.filter((_, i) => i !== index) });
}

export function purgeOutOfStock(offerIds: ReadonlySet<string>): void {
  setState({ ...state, modifications: purgeAdded(state.modifications, offerIds) });
}

/** Added offers at the prices the last check found (the shopper then confirms them). */
export function confirmCheckedPrices(preview: readonly CheckedAddition[]): void {
  setState({ ...state, modifications: withCheckedPrices(state.modifications, preview) });
}

export function resetModifications(): void {
  setState({ ...state, modifications: [] });
}

/**
 * Adding to the basket while the proxy is on: add to the order instead. Returns the order's id
 * (the caller goes back to it), or null when no order takes the addition.
 */
export function addToEditedOrder(item: NonNullable<PendingModification['item']>): string | null {
  const editing = state.editing;
  if (!editing?.proxy) return null;
  setState({
    ...state,
    editing: { ...editing, proxy: false },
    modifications: addModification(state.modifications, { action: 'ADD', item }),
  });
  return editing.orderId;
}

// ---- payment attempts ----

export function paymentAttempt(orderId: string): PaymentAttempt | null {
  return state.attempts[orderId] ?? null;
}

export function saveAttempt(attempt: PaymentAttempt): void {
  setState({ ...state, attempts: { ...state.attempts, [attempt.orderId]: attempt } });
}

/** The attempt ended (paid, declined, cancelled...): the next payment is a new attempt. */
export function endAttempt(orderId: string): void {
  const { [orderId]: _ended, ...rest } = state.attempts;
  setState({ ...state, attempts: rest });
}

export function attemptByPayRequestId(payRequestId: string): PaymentAttempt | null {
  return Object.values(state.attempts).find((a) => a.payRequestId === payRequestId) ?? null;
}

export function recordFinalized(payRequestId: string, outcome: PaymentOutcome): void {
  setState({ ...state, finalized: { ...state.finalized, [payRequestId]: outcome } });
}

const SEEN_KEPT = 200;
const seenKey = (orderId: string, status: string) => `${orderId}:${status}`;

export function hasSeen(orderId: string, status: string): boolean {
  return (state.seen ?? []).includes(seenKey(orderId, status));
}

export function markSeen(orders: ReadonlyArray<{ id: string; status: string }>): void {
  const keys = orders.map((order) => seenKey(order.id, order.status));
  const seen = state.seen ?? [];
  if (keys.every((key) => seen.includes(key))) return;
  setState({
    ...state,
    seen: [...seen.filter((key) => !keys.includes(key)), ...keys].slice(-SEEN_KEPT),
  });
}

export function dismiss(orderId: string): void {
  if (!state.dismissed.includes(orderId))
    setState({ ...state, dismissed: [...state.dismissed, orderId] });
}
