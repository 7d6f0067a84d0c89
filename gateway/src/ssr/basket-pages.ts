/**
 * The pages whose server render reads the visitor's basket, and so get their `sf_basket` cookie
 * (docs/adr/0047, 0049). Only the basket page: every other page is rendered without it, as for a
 * visitor with no basket, so it stays one page shared by every visitor (kept in the shared HTML
 * cache) and holds nothing of anyone's basket; the toolbar's count there comes with the scripts.
 * A page rendered with the cookie is the visitor's alone, as a signed-in shopper's is.
 */
const BASKET_PAGES = new Set(['/basket']);

/** Whether the page at `url` (path and query) is rendered with the visitor's basket. */
export function readsBasket(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return BASKET_PAGES.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}
