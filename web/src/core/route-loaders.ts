/**
 * What every feature's route loaders share. A loader starts its route's queries with Apollo's
 * `preloadQuery` as soon as the navigation starts, in parallel with the route's chunk (loaders are
 * static, components lazy), and never waits for an answer: the screen shows its skeleton while it
 * comes. Each feature keeps its loaders in its own `loaders.ts`, next to its routes and documents.
 */

/**
 * The shopper's own data (orders, profile, addresses, cards): shown from the cache and asked
 * again, since another tab or the branch may have changed it.
 */
export const ownData = { fetchPolicy: 'cache-and-network', errorPolicy: 'all' } as const;

/** Routes whose data depends on what the screen asks (position, typed text): nothing to start. */
export function noDataLoader() {
  return null;
}
