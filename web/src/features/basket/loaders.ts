/**
 * The basket's loader: the basket is read from the gateway (or the cache, when this page load
 * read it already) before the screen renders, so a page rendered on the server shows the real
 * basket. The comparison's is compare-loader.ts.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { loadBasket } from './cart-store';

/**
 * `/basket`: the basket with every line's offer as sold now (one upstream call, signed in), read
 * with the page's own client (on the server, the render's: the gateway hands it the visitor's
 * basket cookie on this page only).
 */
export async function basketLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  await loadBasket(contextOf(args), { refresh: true });
  return null;
}
