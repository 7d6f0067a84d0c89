/**
 * The layout's offline alert raised by a screen (a store-group list that fails
 * to load raises it), on top of the browser's own offline and online events.
 */
import { useEffect } from 'react';
import { defineStore, pageStore, useStore } from './client-state';

const raisedByStore = defineStore<ReadonlySet<string>>(new Set());
/** The browser page load's instance (each request context holds its own). */
const raisedBy = () => pageStore(raisedByStore);

/** True while some screen has raised the offline alert. */
export function useOfflineAlertRaised(): boolean {
  return useStore(raisedByStore, (state) => state.size > 0);
}

/** Raises the offline alert while `failed` is true and the calling screen is shown. */
export function useRaiseOfflineAlert(source: string, failed: boolean): void {
  useEffect(() => {
    if (!failed) return;
    raisedBy().update((state) => new Set(state).add(source));
    return () => {
      raisedBy().update((state) => {
        const next = new Set(state);
        next.delete(source);
        return next;
      });
    };
  }, [source, failed]);
}
