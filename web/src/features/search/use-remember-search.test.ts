import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { forgetRecentSearches, rememberSearch, useRecentSearches } from './recent-searches';
import { REMEMBER_AFTER_MS, useRememberSearch } from './use-remember-search';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  forgetRecentSearches();
});
afterEach(() => vi.useRealTimers());

/** The recent searches as the search page lists them. */
const listed = () => renderHook(() => useRecentSearches()).result.current;

it('remembers a search whose results stayed on screen', () => {
  renderHook(() => useRememberSearch('maize'));
  act(() => vi.advanceTimersByTime(REMEMBER_AFTER_MS - 1));
  expect(listed()).toEqual([]);
  act(() => vi.advanceTimersByTime(1));
  expect(listed()).toEqual(['maize']);
});

it('does not keep results replaced before they were read', () => {
  const { rerender } = renderHook(({ shown }) => useRememberSearch(shown), {
    initialProps: { shown: 'bread' },
  });
  act(() => vi.advanceTimersByTime(REMEMBER_AFTER_MS - 1));
  rerender({ shown: 'maize' });
  act(() => vi.advanceTimersByTime(REMEMBER_AFTER_MS));
  expect(listed()).toEqual(['maize']);
});

it('remembers the search on screen when the shopper leaves the page', () => {
  const { unmount } = renderHook(() => useRememberSearch('maize'));
  unmount();
  expect(listed()).toEqual(['maize']);
});

it('never puts the search on screen ahead of one sent after its results appeared', () => {
  rememberSearch('maize'); // searched before, and on screen again (the shopper came back)
  renderHook(() => useRememberSearch('maize'));
  // Enter on the next search (ToolbarSearch remembers it at once); on a busy phone the page has
  // not drawn that search yet when the first one's time is up.
  act(() => rememberSearch('low fat milk'));
  act(() => vi.advanceTimersByTime(REMEMBER_AFTER_MS));
  expect(listed()).toEqual(['low fat milk', 'maize']);
});
