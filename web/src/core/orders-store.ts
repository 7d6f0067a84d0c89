/**
 * Order state kept under `orders-v1`: the order being edited (the proxy order), the pending
 * changes by order id (intent only: line ids, quantities, offers added and the prices seen) with
 * the idempotency key of their unanswered save, and the payment attempts with their keys, so a
 * reload or retry never saves the same changes twice, registers a second transaction or charges a
 * card twice.
 */
import { makeVar } from '@apollo/client';
import { defineStore, pageStore, useStore, type Store } from './client-state';
import { IntentKeys, type PendingIntent, type PendingIntents } from './intent-keys';
import {
  addModification,
  type PickOutcome,
  purgeAdded,
  withCheckedPrices,
  type CheckedAddition,
  type PendingModification,
} from './order-modifications';

/**
 * The order being updated, as intent only: its id. What it shows (reference, branch, lines) is
 * the cached order's (features/orders/useEditedOrderBadge.ts), never a copy kept here.
 */
export interface EditingOrder {
  orderId: string;
  /** While true, adding to the basket adds to this order instead. */
  proxy: boolean;
}

/**
 * The shopper's intent for one order: the changes not saved yet (line id and quantity, or an
 * added offer with the price seen) and, once "Update order" checked them, what they do to the
 * money. Never a copy of the order: the cache shows these as client fields of the order itself
 * (type-policies.ts), so the editor, the order page and the history read one `Order`.
 */
export interface OrderEdit {
  changes: PendingModification[];
  /** The check's answer for exactly these changes; any further change drops it. */
  checked: ChangePreview | null;
  /**
   * The save of these changes sent without an answer (lost, or the page closed): its key and the
   * order's revision, resent by the retry, after a reload too. Any further change drops it.
   */
  saving?: PendingIntent;
}

export interface ChangePreview {
  totalInCents: number;
  payableBalanceInCents: number;
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
  /** Pending changes by order id. */
  edits: Record<string, OrderEdit>;
  /**
   * The last order this shop saved changes to, and when: another tab that shows the order reads
   * it again when this changes (useOrderPolling).
   */
  lastSaved?: { orderId: string; at: number } | null;
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
  edits: {},
  attempts: {},
  finalized: {},
  dismissed: [],
};

function restore(stored: unknown): OrdersState {
  if (!stored || typeof stored !== 'object') return INITIAL;
  // Older versions stored a pending navigation here (a reload must not replay it), and the
  // edited order's changes as one list beside it (now kept under the order's id).
  const {
    navigateTo: _dropped,
    modifications,
    ...rest
  } = stored as Partial<OrdersState> & { navigateTo?: unknown; modifications?: unknown };
  const state: OrdersState = { ...INITIAL, ...rest };
  // Older versions kept the edited order's reference and branch here: keep only the intent.
  if (state.editing)
    state.editing =
      typeof state.editing.orderId === 'string'
        ? { orderId: state.editing.orderId, proxy: state.editing.proxy !== false }
        : null;
  if (typeof state.edits !== 'object' || state.edits === null) state.edits = {};
  if (Array.isArray(modifications) && modifications.length > 0 && state.editing)
    state.edits = {
      ...state.edits,
      [state.editing.orderId]: { changes: modifications as PendingModification[], checked: null },
    };
  return state;
}

/**
 * The pending changes as the Apollo cache sees them: the type policies of `Order` read this
 * variable (through `orderEdits`), so every query or fragment reading the order's client fields
 * follows a change (here, after a reload, or from another tab) without a refetch. It mirrors the
 * page load's slice, whose instance connects it when made.
 */
export const orderEditsVar = makeVar<Record<string, OrderEdit>>({});

function mirrorEdits(store: Store<OrdersState>): void {
  orderEditsVar(store.get().edits);
  store.subscribe(() => {
    const { edits } = store.get();
    if (edits !== orderEditsVar()) orderEditsVar(edits);
  });
}

/** The slice; each request context holds its own (`context.stores.of(ordersStore)`). */
export const ordersStore = defineStore<OrdersState>(
  INITIAL,
  { key: 'orders-v1', restore },
  mirrorEdits,
);

/** The browser page load's instance (functions called from its event handlers). */
const orders = () => pageStore(ordersStore);

const update = (change: (state: OrdersState) => OrdersState) => orders().update(change);

/**
 * The page's pending changes by order id, for the cache's type policies (a reactive read). A
 * server render shows none: its pages are rendered without the browser's stored edits.
 */
export function orderEdits(): Record<string, OrderEdit> {
  if (import.meta.env.SSR) return {};
  orders();
  return orderEditsVar();
}

const savedIn = (stored: string | null): OrdersState['lastSaved'] => {
  try {
    return stored ? ((JSON.parse(stored) as Partial<OrdersState>).lastSaved ?? null) : null;
  } catch {
    return null;
  }
};

/**
 * Calls `listener` when another tab of the shop saved changes to an order: the page showing it
 * there reads it again, so both tabs show the same figures (this tab's own saves come back in the
 * mutation's answer, into the cache).
 */
export function onSavedInAnotherTab(listener: (orderId: string) => void): () => void {
  const heard = (event: StorageEvent) => {
    if (event.key !== 'orders-v1') return;
    const saved = savedIn(event.newValue);
    if (saved && saved.at !== savedIn(event.oldValue)?.at) listener(saved.orderId);
  };
  window.addEventListener('storage', heard);
  return () => window.removeEventListener('storage', heard);
}

export function getOrdersState(): OrdersState {
  return orders().get();
}

export function useOrdersState(): OrdersState {
  return useStore(ordersStore);
}

const NO_EDIT: OrderEdit = { changes: [], checked: null };

export function orderEdit(orderId: string): OrderEdit {
  return orders().get().edits[orderId] ?? NO_EDIT;
}

/** Applies `change` to the pending changes of `orderId`; an empty edit is removed. */
function updateEdit(orderId: string, change: (edit: OrderEdit) => OrderEdit): void {
  update((state) => {
    const before = state.edits[orderId] ?? NO_EDIT;
    const after = change(before);
    if (after === before) return state;
    const { [orderId]: _old, ...others } = state.edits;
    const empty = after.changes.length === 0 && !after.checked;
    return { ...state, edits: empty ? others : { ...others, [orderId]: after } };
  });
}

/** New changes: the check answered for the old ones no longer holds. */
const withChanges = (changes: PendingModification[]): OrderEdit => ({ changes, checked: null });

/**
 * The unanswered saves of pending changes, by order id, kept with the changes themselves: a
 * shopper whose save got no answer and who reloads retries with the same key and revision, so the
 * gateway makes the change once (ADR 0034).
 */
const unansweredSaves: PendingIntents = {
  get: (orderId) => orders().get().edits[orderId]?.saving,
  set: (orderId, saving) => updateEdit(orderId, (edit) => ({ ...edit, saving })),
  delete: (orderId) =>
    updateEdit(orderId, (edit) => {
      if (!edit.saving) return edit;
      const { saving: _answered, ...rest } = edit;
      return rest;
    }),
};

/** The keys of order saves, by order id (`orderSaveKeys.sendAt(orderId, changes, revision, …)`). */
export const orderSaveKeys = new IntentKeys(undefined, unansweredSaves);

// ---- editing ----

/**
 * Editing an order sets the proxy (order editing): from now on, adding anywhere in the
 * catalogue adds to this order, not the basket. Starting on another order drops what was pending
 * for the one edited before.
 */
export function startEditing(orderId: string): void {
  update((state) => ({
    ...state,
    editing: { orderId, proxy: true },
    edits:
      state.editing && state.editing.orderId !== orderId
        ? withoutEdit(state.edits, state.editing.orderId)
        : state.edits,
  }));
}

function withoutEdit(edits: Record<string, OrderEdit>, orderId: string) {
  const { [orderId]: _gone, ...rest } = edits;
  return rest;
}

export function setProxy(proxy: boolean): void {
  update((state) => (state.editing ? { ...state, editing: { ...state.editing, proxy } } : state));
}

/** Leaves editing and drops the pending changes of the order edited. */
export function stopEditing(): void {
  update((state) => ({
    ...state,
    editing: null,
    edits: state.editing ? withoutEdit(state.edits, state.editing.orderId) : state.edits,
  }));
}

/** The changes of `orderId` were saved: editing ends, and other tabs read the order again. */
export function editSaved(orderId: string): void {
  update((state) => ({
    ...state,
    editing: state.editing?.orderId === orderId ? null : state.editing,
    edits: withoutEdit(state.edits, orderId),
    lastSaved: { orderId, at: Date.now() },
  }));
}

export function modify(orderId: string, modification: PendingModification): void {
  updateEdit(orderId, (edit) => withChanges(addModification(edit.changes, modification)));
}

export function dropModification(orderId: string, index: number): void {
  updateEdit(orderId, (edit) => withChanges(edit.changes.filter((_, i) => i !== index)));
}

export function purgeOutOfStock(orderId: string, offerIds: ReadonlySet<string>): void {
  updateEdit(orderId, (edit) => withChanges(purgeAdded(edit.changes, offerIds)));
}

/** Added offers at the prices the last check found (the shopper then confirms them). */
export function confirmCheckedPrices(orderId: string, preview: readonly CheckedAddition[]): void {
  updateEdit(orderId, (edit) => withChanges(withCheckedPrices(edit.changes, preview)));
}

/** The check's answer for the changes pending now (they can be saved as they are). */
export function changesChecked(orderId: string, checked: ChangePreview): void {
  updateEdit(orderId, (edit) => ({ ...edit, checked }));
}

/** Saving found something to confirm: the earlier check's answer no longer holds. */
export function dropCheck(orderId: string): void {
  updateEdit(orderId, (edit) => (edit.checked ? { ...edit, checked: null } : edit));
}

/** The pending changes after a pick check (see usePickCheck); returns what the check did. */
export function applyPickCheck(
  orderId: string,
  check: (list: PendingModification[]) => PickOutcome,
): PickOutcome {
  let outcome: PickOutcome = { modifications: [], dropped: [], repriced: [] };
  updateEdit(orderId, (edit) => {
    outcome = check(edit.changes);
    return withChanges(outcome.modifications);
  });
  return outcome;
}

export function resetModifications(orderId: string): void {
  updateEdit(orderId, () => NO_EDIT);
}

/**
 * Adding to the basket while the proxy is on: add to the order instead. Returns the order's id
 * (the caller goes back to it), or null when no order takes the addition.
 */
export function addToEditedOrder(item: NonNullable<PendingModification['item']>): string | null {
  const editing = orders().get().editing;
  if (!editing?.proxy) return null;
  setProxy(false);
  modify(editing.orderId, { action: 'ADD', item });
  return editing.orderId;
}

// ---- payment attempts ----

export function paymentAttempt(orderId: string): PaymentAttempt | null {
  return orders().get().attempts[orderId] ?? null;
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
  return (
    Object.values(orders().get().attempts).find((a) => a.payRequestId === payRequestId) ?? null
  );
}

/**
 * Payment returns kept to show again on a reload: the newest few. A return page is reloaded
 * minutes after the payment, not months; every payment added one entry, kept for ever, before.
 */
export const FINALIZED_KEPT = 20;

export function recordFinalized(payRequestId: string, outcome: PaymentOutcome): void {
  update((state) => {
    const { [payRequestId]: _earlier, ...others } = state.finalized;
    const kept = Object.entries(others).slice(-(FINALIZED_KEPT - 1));
    return { ...state, finalized: { ...Object.fromEntries(kept), [payRequestId]: outcome } };
  });
}

// ---- prompts ----

const SEEN_KEPT = 200;
const seenKey = (orderId: string, status: string) => `${orderId}:${status}`;

export function hasSeen(orderId: string, status: string): boolean {
  return (orders().get().seen ?? []).includes(seenKey(orderId, status));
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
      : { ...state, dismissed: [...state.dismissed, orderId].slice(-SEEN_KEPT) },
  );
}
