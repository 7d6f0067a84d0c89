/**
 * Per-request DataLoaders of every domain. Each key holds every argument that changes the
 * upstream response, so one GraphQL operation never makes the same upstream call twice and never
 * mixes two calls up. User-scoped loaders read the shopper from the session.
 */
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';
import { accountRecipes, type AccountLoaders } from './account.js';
import { basketRecipes, type BasketLoaders } from './basket.js';
import { catalogueRecipes, type CatalogueLoaders } from './catalogue.js';
import { configRecipes, type ConfigLoaders } from './config.js';
import { lazyLoaders } from './lazy.js';
import { listingRecipes, type ListingLoaders } from './listing.js';
import { orderRecipes, type OrderLoaders } from './orders.js';

export type Loaders = CatalogueLoaders &
  ConfigLoaders &
  ListingLoaders &
  BasketLoaders &
  AccountLoaders &
  OrderLoaders;

const makeLoaders = lazyLoaders<Loaders>({
  ...catalogueRecipes,
  ...configRecipes,
  ...listingRecipes,
  ...basketRecipes,
  ...accountRecipes,
  ...orderRecipes,
});

/** This request's loaders, each made when a resolver first reads it. */
export function createLoaders(upstream: Upstream, session: Session): Loaders {
  return makeLoaders({ upstream, session });
}
