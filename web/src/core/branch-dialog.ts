/**
 * Whether the branch dialog is open: the supplier bar owns the dialog, and other screens (the
 * agency home with no branch yet) open it with a button of their own.
 */
import { defineStore, pageStore, useStore } from './client-state';

const dialogStore = defineStore(false);
/** The browser page load's instance (each request context holds its own). */
const dialog = () => pageStore(dialogStore);

export function openBranchDialog(): void {
  dialog().set(true);
}

export function closeBranchDialog(): void {
  dialog().set(false);
}

export function useBranchDialogOpen(): boolean {
  return useStore(dialogStore);
}
