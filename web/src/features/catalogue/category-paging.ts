/**
 * How much of a category the page shows: its first page of products, and more as the shopper
 * asks (`shown`, lib/shown.ts). The route's loader, the page and the server's head ask with the
 * same variables, so they read one cache entry.
 */
import { shownOf, type Paging } from '../../lib/shown';

/** Products per page of a category (the gateway's `productPage` default too). */
export const CATEGORY_PAGE_SIZE = 20;

/** How far a category's products are shown: up to 100, the most `productPage` gives at once. */
export const CATEGORY_PAGING: Paging = {
  pageSize: CATEGORY_PAGE_SIZE,
  most: 100,
  itemId: 'product-',
};

/** The category page's query variables for `/category/{id}?shown=…`, at `supplierId`. */
export function categoryPageVariables(
  id: string,
  supplierId: string | undefined,
  params: URLSearchParams,
) {
  return { id, supplierId, page: 1, perPage: shownOf(params, CATEGORY_PAGING) };
}
