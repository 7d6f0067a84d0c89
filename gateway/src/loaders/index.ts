/**
 * Per-request DataLoaders of every domain. Each key holds every argument that changes the
 * upstream response, so one GraphQL operation never makes the same upstream call twice and never
 * mixes two calls up. User-scoped loaders read the shopper from the session.
 */
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';
import { createAccountLoaders, type AccountLoaders } from './account.js';
import { createBasketLoaders, type BasketLoaders } from './basket.js';
import { createCatalogueLoaders, type CatalogueLoaders } from './catalogue.js';
import { createConfigLoaders, type ConfigLoaders } from './config.js';
import { createOrderLoaders, type OrderLoaders } from './orders.js';

export type Loaders = CatalogueLoaders &
  ConfigLoaders &
  BasketLoaders &
  AccountLoaders &
  OrderLoaders;

export function createLoaders(upstream: Upstream, session: Session): Loaders {
  const catalogue = createCatalogueLoaders(upstream);
  return {
    ...catalogue,
    ...createConfigLoaders(upstream, catalogue),
    ...createBasketLoaders(upstream, session),
    ...createAccountLoaders(upstream, session),
    ...createOrderLoaders(upstream, session),
  };
}
