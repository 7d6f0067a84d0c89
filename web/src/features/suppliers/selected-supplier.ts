/**
 * The branch the shopper shops at, kept under `suppliers-v1` so it survives a reload, and shared
 * with every component through `useSyncExternalStore`. Also remembers on which day the closed
 * notice of each branch was last shown (at most once per day per branch).
 */
import { useSyncExternalStore } from 'react';
import { johannesburgDay } from '../../lib/dates';
import { readStored, writeStored } from '../../lib/storage';

export interface SelectedSupplier {
  id: string;
  name: string;
}

interface SuppliersState {
  selected: SelectedSupplier | null;
  /** Branch id to the Johannesburg day its closed notice was last shown. */
  closedNoticeShown?: Record<string, string>;
}

const listeners = new Set<() => void>();
let state: SuppliersState = readStored<SuppliersState>('suppliers-v1', { selected: null });

function setState(next: SuppliersState) {
  state = next;
  writeStored('suppliers-v1', next);
  listeners.forEach((listener) => listener());
}

export function selectSupplier(supplier: SelectedSupplier | null): void {
  setState({ ...state, selected: supplier ? { id: supplier.id, name: supplier.name } : null });
}

export function getSelectedSupplier(): SelectedSupplier | null {
  return state.selected;
}

/** Calls `listener` when the chosen branch changes (the router then runs its loaders again). */
export function subscribeSelectedSupplier(listener: () => void): () => void {
  let last = state.selected?.id ?? null;
  const onChange = () => {
    const id = state.selected?.id ?? null;
    if (id === last) return;
    last = id;
    listener();
  };
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useSelectedSupplier(): SelectedSupplier | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state.selected,
  );
}

/** True when the closed notice for this branch has not been shown yet today. */
export function shouldShowClosedNotice(supplierId: string, now: Date = new Date()): boolean {
  return state.closedNoticeShown?.[supplierId] !== johannesburgDay(now);
}

export function markClosedNoticeShown(supplierId: string, now: Date = new Date()): void {
  setState({
    ...state,
    closedNoticeShown: { ...state.closedNoticeShown, [supplierId]: johannesburgDay(now) },
  });
}
