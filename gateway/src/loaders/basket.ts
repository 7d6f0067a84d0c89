/**
 * Per-request loaders of the basket domain: the signed-in shopper's comparisons. They send the
 * shopper's token from the session (so the shared client never caches them) and refuse visitors.
 */
import { GraphQLError } from 'graphql';
import type { RestCompareDebugResponse, RestCompareResponse } from '@shopfront/legacy-api';
import type { Session, SessionData } from '../session/types.js';
import type { CompareArgs } from '../upstream/cart-api.js';
import { perKey } from './per-key.js';
import type { LoaderRecipes } from './lazy.js';
import type DataLoader from 'dataloader';

export interface BasketLoaders {
  basketComparison: DataLoader<CompareArgs, RestCompareResponse, string>;
  basketComparisonDebug: DataLoader<CompareArgs, RestCompareDebugResponse, string>;
}

/** The signed-in shopper, or an `UNAUTHENTICATED` error for a visitor. */
export function requireShopper(session: Session): SessionData {
  if (!session.data) {
    throw new GraphQLError('Sign in to use your basket and checkout.', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return session.data;
}

export const basketRecipes: LoaderRecipes<BasketLoaders, BasketLoaders> = {
  basketComparison: ({ upstream, session }) =>
    perKey((args: CompareArgs) => upstream.cart.compare(args, requireShopper(session).authToken)),
  basketComparisonDebug: ({ upstream, session }) =>
    perKey((args: CompareArgs) =>
      upstream.cart.compareDebug(args, requireShopper(session).authToken),
    ),
};
