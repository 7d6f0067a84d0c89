/**
 * The shopper's recent searches (at most eight, newest first), kept under `search-v1` as a
 * slice of the client state. Searching "maize meal" replaces the "maize" typed on the way.
 */
import { defineStore, pageStore, useStore } from '../../core/client-state';

export const RECENT_SEARCHES_KEPT = 8;

function restore(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
    .slice(0, RECENT_SEARCHES_KEPT);
}

const recentStore = defineStore<string[]>([], { key: 'search-v1', restore });
/** The browser page load's instance (each request context holds its own). */
const recent = () => pageStore(recentStore);

/** The list with `query` first: the same search (any case) and the prefixes typed on the way go. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return [...list];
  const lower = text.toLowerCase();
  return [
    text,
    ...list.filter((item) => {
      const other = item.toLowerCase();
      return other !== lower && !lower.startsWith(other);
    }),
  ].slice(0, RECENT_SEARCHES_KEPT);
}

export function rememberSearch(query: string): void {
  recent().update((list) => {
    const next = withRecentSearch(list, query);
    return next.length === list.length && next.every((item, i) => item === list[i]) ? list : next;
  });
}

/** The list as it is now: what `rememberReadSearch` compares with. */
export function recentSearchesNow(): readonly string[] {
  return recent().get();
}

/**
 * Remembers a search whose results the shopper read, unless another search was remembered after
 * they appeared (`listWhenShown` is the list then): that one is newer and stays ahead. On a busy
 * phone, Enter on the next search is remembered before the page has drawn it, while the last
 * results' time to be remembered runs out.
 */
export function rememberReadSearch(query: string, listWhenShown: readonly string[]): void {
  if (recent().get() === listWhenShown) rememberSearch(query);
}

export function forgetRecentSearches(): void {
  recent().set([]);
}

export function useRecentSearches(): string[] {
  return useStore(recentStore);
}
