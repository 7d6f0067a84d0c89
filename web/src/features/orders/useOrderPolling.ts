/**
 * Keeps open orders current while their page is shown: asks the page's query again every
 * `interval` ms (see `pollInterval`: 10 s while a payment is pending, 15 s while the branch works
 * on the order, 0 once it is over), except while the page is in a background tab.
 *
 * The query is the route loader's (read with `usePreloadedQuery`); a query reference has no
 * `startPolling`, so this calls that hook's `refetch` inside a transition:
 * the page keeps showing the order while the new answer comes instead of falling back to its
 * skeleton.
 *
 * It also asks again when the shopper comes back to the tab, and when another tab saved changes
 * to an order (orders-store's `onSavedInAnotherTab`): the order page and the history then show
 * the figures that tab saved, also for an order that is no longer polled.
 */
import { startTransition, useEffect, useRef } from 'react';
import { onSavedInAnotherTab } from '../../core/orders-store';

export function useOrderPolling(interval: number, refetch: () => Promise<unknown>): void {
  // The latest refetch, read when the timer fires: a page that renders again more often than
  // the interval (a new refetch function each time) must not restart the timer, or it never fires.
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (interval === 0) return;
    const timer = setInterval(() => {
      if (pageHidden()) return;
      startTransition(() => {
        // A failed poll keeps what is shown; the next one tries again.
        void latest.current().catch(() => undefined);
      });
    }, interval);
    return () => clearInterval(timer);
  }, [interval]);
  useEffect(() => {
    const again = () =>
      startTransition(() => {
        void latest.current().catch(() => undefined);
      });
    const back = () => {
      if (!pageHidden()) again();
    };
    document.addEventListener('visibilitychange', back);
    const stop = onSavedInAnotherTab(again);
    return () => {
      document.removeEventListener('visibilitychange', back);
      stop();
    };
  }, []);
}

/** Polls are skipped while the page is in a background tab (nobody is looking). */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}
