/**
 * The branch the shopper shops at, shared with every component as a slice of the client state
 * (core/client-state). Its home is the `sf_branch` cookie (docs/adr/0075): the server renders
 * each page with it, the branches page's form (`POST /branch`) sets it, and the shop's scripts
 * read and write it; nothing else on the device keeps it. Also remembers, in local storage, on
 * which day the closed notice of each branch was last shown (at most once per day per branch).
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
import { BRANCH_COOKIE, branchCookieValue, branchFromCookie } from './render-context';
import { SelectedBranchNameFragmentDoc } from './SelectedBranchName.generated';
import type { BranchChoice, SelectedSupplier } from './supplier-choice';

export type { BranchChoice, SelectedSupplier };

/**
 * The slice of the chosen branch (null: price comparison, also when the server's form chose it);
 * each request context holds its own (`context.stores.of(branchStore)`).
 */
export const branchStore = defineStore<SelectedSupplier | null>(null, {
  key: BRANCH_COOKIE,
  inCookie: true,
  restore: (stored) => (typeof stored === 'string' ? branchFromCookie(stored) : null),
  save: (branch) => (branch ? branchCookieValue(branch) : null),
});

interface ClosedNoticesState {
  /** Branch id to the Johannesburg day its closed notice was last shown. */
  closedNoticeShown?: Record<string, string>;
}

/** Under the key the branch was once kept beside it (`suppliers-v1`); its `selected` is not read. */
const closedNoticesStore = defineStore<ClosedNoticesState>(
  {},
  {
    key: 'suppliers-v1',
    restore: (stored) => {
      const shown = (stored as ClosedNoticesState | null)?.closedNoticeShown;
      return shown && typeof shown === 'object' ? { closedNoticeShown: shown } : {};
    },
  },
);

/** The branch chosen in `stores` (a context's). */
export function selectedSupplierIn(stores: ClientStores): SelectedSupplier | null {
  return stores.of(branchStore).get();
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
  pageStore(branchStore).set(choice ? { id: choice.id } : null);
}

/** The browser's chosen branch; a server render's is its request context's (`branch()`). */
export function getSelectedSupplier(): SelectedSupplier | null {
  return pageStore(branchStore).get();
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
  return stores.of(branchStore).subscribe(() => {
    const id = selectedSupplierIn(stores)?.id ?? null;
    if (id === last) return;
    last = id;
    listener();
  });
}

export function useSelectedSupplier(): SelectedSupplier | null {
  return useStore(branchStore);
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
  return (
    stores.of(closedNoticesStore).get().closedNoticeShown?.[supplierId] !== johannesburgDay(now)
  );
}

export function markClosedNoticeShown(supplierId: string, now: Date = new Date()): void {
  pageStore(closedNoticesStore).update((state) => ({
    ...state,
    closedNoticeShown: { ...state.closedNoticeShown, [supplierId]: johannesburgDay(now) },
  }));
}
