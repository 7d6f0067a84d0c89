/**
 * The search page's address: `q` is what the shopper typed; `exact=1` searches exactly that,
 * with no correction searched in its place (the "Search instead for …" link).
 */
import type { Paging } from '../../lib/shown';
import { SEARCH_PAGE_SIZE } from './page-size';

export const EXACT_PARAM = 'exact';

export function isExact(params: URLSearchParams): boolean {
  return params.get(EXACT_PARAM) === '1';
}

/** The address that searches exactly the words typed. */
export function exactSearchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query, [EXACT_PARAM]: '1' }).toString()}`;
}

/** How far a search's results are shown (`shown`, lib/shown.ts): up to 100, the API's most. */
export const SEARCH_PAGING: Paging = { pageSize: SEARCH_PAGE_SIZE, most: 100, itemId: 'result-' };
