import { useEffect, useRef } from 'react';
import { recentSearchesNow, rememberReadSearch } from './recent-searches';

/** A search whose results stayed on screen this long is remembered (the shopper read them). */
export const REMEMBER_AFTER_MS = 2_000;

/**
 * Remembers the search whose results are shown: after a pause, or when the shopper leaves the
 * page with them on screen. What is typed on the way (results changing quickly) is not kept, and
 * a search sent while they are on screen (Enter in the toolbar) stays ahead of them.
 */
export function useRememberSearch(shown: string | null): void {
  const last = useRef<{ shown: string | null; listWhenShown: readonly string[] }>(null);
  useEffect(() => {
    if (!shown) {
      last.current = null;
      return;
    }
    const listWhenShown = recentSearchesNow();
    last.current = { shown, listWhenShown };
    const timer = window.setTimeout(
      () => rememberReadSearch(shown, listWhenShown),
      REMEMBER_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    const current = last;
    return () => {
      if (current.current?.shown) {
        rememberReadSearch(current.current.shown, current.current.listWhenShown);
      }
    };
  }, []);
}
