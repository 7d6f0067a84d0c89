/**
 * Keeps open orders current while their page is shown: Apollo polls the page's query every
 * `interval` ms (see `pollInterval`: 10 s while a payment is pending, 15 s while the branch works
 * on the order, 0 once it is over). Pass `skipPollAttempt: pageHidden` in the query's options so
 * a background tab does not ask.
 */
import { useEffect } from 'react';

interface Pollable {
  startPolling: (interval: number) => void;
  stopPolling: () => void;
}

export function useOrderPolling(interval: number, { startPolling, stopPolling }: Pollable): void {
  useEffect(() => {
    if (interval === 0) return;
    startPolling(interval);
    return stopPolling;
  }, [interval, startPolling, stopPolling]);
}

/** Polls are skipped while the page is in a background tab (nobody is looking). */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}
