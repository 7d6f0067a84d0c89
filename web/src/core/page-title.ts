/**
 * A page can replace its route's title (the product name on a product page). The title bar and
 * `document.title` read it; it resets on every navigation.
 */
import { useEffect } from 'react';
import { defineStore, pageStore, useStore } from './client-state';

const pageTitleStore = defineStore<{ path: string; text: string } | null>(null);
/** The browser page load's instance (each request context holds its own). */
const pageTitle = () => pageStore(pageTitleStore);

export function usePageTitle(text: string | null | undefined): void {
  useEffect(() => {
    if (!text) return;
    const path = window.location.pathname;
    pageTitle().set({ path, text });
    return () => {
      const title = pageTitle().get();
      if (title?.path === path && title.text === text) pageTitle().set(null);
    };
  }, [text]);
}

export function usePageTitleOverride(pathname: string): string | null {
  const current = useStore(pageTitleStore);
  return current && current.path === pathname ? current.text : null;
}
