/** Whether a CSS media query matches now, following the window as it changes. */
import { useSyncExternalStore } from 'react';

/** Where the desktop layout starts (the same breakpoint as styles.css). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
