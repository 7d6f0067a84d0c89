/**
 * The branch the shopper shops at, kept under `suppliers-v1` so it survives a reload, and shared
 * with every component as a slice of the client state (core/client-state). Also remembers on which day the closed
 * notice of each branch was last shown (at most once per day per branch).
 *
 * Only the branch's id is kept: its name is the gateway's, read from the branch the cache keeps
 * by id (`useSelectedBranch`). A name kept here beside the id was a second home: a branch renamed
 * since it was chosen showed its new name in the server's page and the old one once the scripts
 * ran (docs/client-values.md).
 */
import { useFragment } from '@apollo/client/react';
import { apolloClient } from '../apollo/client';
import { defineStore, pageStore, pageStores, useStore, type ClientStores } from './client-state';
import { johannesburgDay } from '../lib/dates';
import { SelectedBranchNameFragmentDoc } from './SelectedBranchName.generated';
import type { BranchChoice, SelectedSupplier } from './supplier-choice';

export type { BranchChoice, SelectedSupplier };

interface SuppliersState {
  selected: SelectedSupplier | null;
  /** Branch id to the Johannesburg day its closed notice was last shown. */
  closedNoticeShown?: Record<string, string>;
}

function restore(stored: unknown): SuppliersState {
  if (!stored || typeof stored !== 'object') return { selected: null };
  const { selected, closedNoticeShown } = stored as Partial<SuppliersState>;
  return {
    // An older build kept the name too: the id alone is taken up.
    selected: selected && typeof selected.id === 'string' ? { id: selected.id } : null,
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

/**
 * Chooses `choice` (null: price comparison). A name the screen has from the gateway goes into the
 * cache's branch, so the supplier bar names it before the chosen branch is asked for.
 */
export function selectSupplier(choice: BranchChoice | null): void {
  if (choice?.name) {
    apolloClient.cache.writeFragment({
      fragment: SelectedBranchNameFragmentDoc,
      data: { __typename: 'Supplier', id: choice.id, name: choice.name },
    });
  }
  suppliers().update((state) => ({ ...state, selected: choice ? { id: choice.id } : null }));
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

/** The chosen branch and its name as the gateway gave it (null until it has been read). */
export interface SelectedBranch {
  id: string;
  name: string | null;
}

/**
 * The chosen branch with its name, from the cache's branch of that id (the page's
 * `SelectedSupplier` answer, which the server render puts in the page: the same name in the
 * server's HTML and after hydration).
 */
export function useSelectedBranch(): SelectedBranch | null {
  const selected = useSelectedSupplier();
  const { data } = useFragment({
    fragment: SelectedBranchNameFragmentDoc,
    from: selected ? { __typename: 'Supplier', id: selected.id } : null,
  });
  if (!selected) return null;
  return { id: selected.id, name: data?.name ?? null };
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
