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

/**
 * For a button only the page's script can serve (a menu, Add to basket): `aria-disabled` until the
 * page has hydrated, so a tap in that moment is not silently lost (assistive technology and test
 * drivers wait for it) while the server-rendered page looks the same.
 */
export function useScriptReady(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
