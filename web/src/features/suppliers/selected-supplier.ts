/**
 * The branch the shopper shops at, kept under `suppliers-v1` so it survives a reload, and shared
 * with every component through `useSyncExternalStore`.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage';

export interface SelectedSupplier {
  id: string;
  name: string;
}

interface SuppliersState {
  selected: SelectedSupplier | null;
}

const listeners = new Set<() => void>();
let state: SuppliersState = readStored<SuppliersState>('suppliers-v1', { selected: null });

function setState(next: SuppliersState) {
  state = next;
  writeStored('suppliers-v1', next);
  listeners.forEach((listener) => listener());
}

export function selectSupplier(supplier: SelectedSupplier | null): void {
  setState({ ...state, selected: supplier });
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
