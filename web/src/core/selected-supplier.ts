/**
 * The branch the shopper shops at, kept under `suppliers-v1` so it survives a reload, and shared
 * with every component as a slice of the client state (core/client-state). Also remembers on which day the closed
 * notice of each branch was last shown (at most once per day per branch).
 */
import { defineStore, pageStore, pageStores, useStore, type ClientStores } from './client-state';
import { johannesburgDay } from '../lib/dates';
import type { SelectedSupplier } from './supplier-choice';

export type { SelectedSupplier };

interface SuppliersState {
  selected: SelectedSupplier | null;
  /** Branch id to the Johannesburg day its closed notice was last shown. */
  closedNoticeShown?: Record<string, string>;
}

function restore(stored: unknown): SuppliersState {
  if (!stored || typeof stored !== 'object') return { selected: null };
  const { selected, closedNoticeShown } = stored as Partial<SuppliersState>;
  return {
    selected:
      selected && typeof selected.id === 'string'
        ? { id: selected.id, name: String(selected.name ?? '') }
        : null,
    ...(closedNoticeShown && typeof closedNoticeShown === 'object' ? { closedNoticeShown } : {}),
  };
}

/** The slice; each request context holds its own (`context.stores.of(suppliersStore)`). */
export const suppliersStore = defineStore<SuppliersState>(
  { selected: null },
  { key: 'suppliers-v1', restore },
);

/** The browser page load's instance (functions called from its event handlers). */
const suppliers = () => pageStore(suppliersStore);

/** The branch chosen in `stores` (a context's). */
export function selectedSupplierIn(stores: ClientStores): SelectedSupplier | null {
  return stores.of(suppliersStore).get().selected;
}

export function selectSupplier(supplier: SelectedSupplier | null): void {
  suppliers().update((state) => ({
    ...state,
    selected: supplier ? { id: supplier.id, name: supplier.name } : null,
  }));
}

/** The browser's chosen branch; a server render's is its request context's (`branch()`). */
export function getSelectedSupplier(): SelectedSupplier | null {
  return suppliers().get().selected;
}

/**
 * Calls `listener` when the branch chosen in `stores` (the page load's by default) changes (the
 * router then runs its loaders again).
 */
export function subscribeSelectedSupplier(
  listener: () => void,
  stores: ClientStores = pageStores(),
): () => void {
  let last = selectedSupplierIn(stores)?.id ?? null;
  return stores.of(suppliersStore).subscribe(() => {
    const id = selectedSupplierIn(stores)?.id ?? null;
    if (id === last) return;
    last = id;
    listener();
  });
}

export function useSelectedSupplier(): SelectedSupplier | null {
  return useStore(suppliersStore, (state) => state.selected);
}

/**
 * True when the closed notice for this branch has not been shown yet today (in `stores`: the
 * rendering component's context's; by default the page load's).
 */
export function shouldShowClosedNotice(
  supplierId: string,
  now: Date = new Date(),
  stores: ClientStores = pageStores(),
): boolean {
  return stores.of(suppliersStore).get().closedNoticeShown?.[supplierId] !== johannesburgDay(now);
}

export function markClosedNoticeShown(supplierId: string, now: Date = new Date()): void {
  suppliers().update((state) => ({
    ...state,
    closedNoticeShown: { ...state.closedNoticeShown, [supplierId]: johannesburgDay(now) },
  }));
}
