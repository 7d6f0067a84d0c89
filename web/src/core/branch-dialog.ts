/**
 * Whether the branch dialog is open: the supplier bar owns the dialog, and other screens (the
 * agency home with no branch yet) open it with a button of their own.
 */
import { createStore, useStore } from './client-state';

const dialog = createStore(false);

export function openBranchDialog(): void {
  dialog.set(true);
}

export function closeBranchDialog(): void {
  dialog.set(false);
}

export function useBranchDialogOpen(): boolean {
  return useStore(dialog);
}
