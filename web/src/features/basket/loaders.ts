/**
 * The basket's and the comparison's loaders: the basket is read from the gateway (or the cache,
 * when this page load read it already) before the screen renders, so a page rendered on the
 * server shows the real basket; the data each screen shows is asked for as the navigation
 * starts, in parallel with the screen's chunk.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { apolloClient } from '../../apollo/client';
import { getAccountState } from '../account/account-store';
import { getCheckout } from '../../core/checkout-store';
import { getPosition } from '../../core/position';
import { contextOf } from '../../core/request-context';
import { BasketComparisonDocument } from './BasketComparison.generated';
import { loadBasket } from './cart-store';
import { comparisonVariables } from './comparison-query';

/**
 * `/basket`: the basket with every line's offer as sold now (one upstream call, signed in), read
 * with the page's own client (on the server, the render's: the gateway hands it the visitor's
 * basket cookie on this page only).
 */
export async function basketLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  await loadBasket(contextOf(args).client, { refresh: true });
  return null;
}

/** `/basket/compare`: starts the comparison for the basket, where the shopper is and chose. */
export async function compareLoader() {
  const cart = await loadBasket();
  if (getAccountState().account && cart.items.length > 0) {
    void getPosition()
      .then((position) =>
        // Asked again on each arrival, not read from the cache: a branch may have closed or
        // changed a price since. Cheap for an unchanged basket (the gateway reuses the legacy
        // answer it had a moment ago, ADR 0022); switching collect/deliver on the screen stays
        // cached.
        apolloClient.query({
          query: BasketComparisonDocument,
          variables: comparisonVariables(cart, position, getCheckout().address),
          fetchPolicy: 'network-only',
        }),
      )
      .catch(() => {
        // The screen shows the failure and offers a retry.
      });
  }
  return null;
}
