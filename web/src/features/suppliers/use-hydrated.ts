import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true once the page's scripts run
 * it (at once in a render that is not hydrating). React re-renders after hydration with the
 * client's value, so the two never mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
