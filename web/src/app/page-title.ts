/**
 * A page can replace its route's title (the product name on a product page). The title bar and
 * `document.title` read it; it resets on every navigation.
 */
import { useEffect, useSyncExternalStore } from 'react';

let title: { path: string; text: string } | null = null;
const listeners = new Set<() => void>();

function set(next: typeof title) {
  title = next;
  listeners.forEach((listener) => listener());
}

export function usePageTitle(text: string | null | undefined): void {
  useEffect(() => {
    if (!text) return;
    const path = window.location.pathname;
    set({ path, text });
    return () => {
      if (title?.path === path && title.text === text) set(null);
    };
  }, [text]);
}

export function usePageTitleOverride(pathname: string): string | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => title,
  );
  return current && current.path === pathname ? current.text : null;
}
