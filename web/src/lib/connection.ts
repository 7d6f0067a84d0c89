/**
 * Whether the shopper is offline: the browser says so, or a request failed on the network
 * (fetch rejects with a TypeError before any answer; browsers word it differently).
 */
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's online state, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /Failed to fetch|NetworkError|Load failed|network/i.test(error.message)
  );
}

/** Calls `retry` each time the connection returns. */
export function useRetryWhenOnline(retry: (() => void) | undefined): void {
  useEffect(() => {
    if (!retry) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
}
