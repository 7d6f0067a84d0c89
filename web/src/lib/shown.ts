/**
 * `shown=N` in a paged list's address: its first N items in one page. It is how "Show more"
 * reaches further without the scripts (a GET form asking for a page more, which the scripts
 * answer in place instead). N is whole pages, up to the most the API gives at once; anything
 * else is one page.
 */
export const SHOWN_PARAM = 'shown';

export interface Paging {
  /** Items a page holds. */
  pageSize: number;
  /** The most one request may ask for (the API's `perPage` limit). */
  most: number;
  /** The item ids' start: `result-` makes `result-21` the 21st item. */
  itemId: string;
}

export function shownOf(params: URLSearchParams, { pageSize, most }: Paging): number {
  const text = params.get(SHOWN_PARAM) ?? '';
  const asked = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  const pages = Math.max(Math.ceil(asked / pageSize), 1);
  return Math.min(pages * pageSize, Math.floor(most / pageSize) * pageSize);
}

/**
 * `pathname` with `params` showing a page more than `shown`, at the first item not shown before;
 * null past the most one request holds (the scripts' alone).
 */
export function showingMorePath(
  pathname: string,
  params: URLSearchParams,
  shown: number,
  { pageSize, most, itemId }: Paging,
): string | null {
  const more = shown + pageSize;
  if (more > most) return null;
  const next = new URLSearchParams(params);
  next.set(SHOWN_PARAM, String(more));
  return `${pathname}?${next.toString()}#${itemId}${shown + 1}`;
}
