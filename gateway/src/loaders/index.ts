/**
 * Per-request DataLoaders of every domain. Each key holds every argument that changes the
 * upstream response, so one GraphQL operation never makes the same upstream call twice and never
 * mixes two calls up. User-scoped loaders read the shopper from the session.
 */
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';
import { createCatalogueLoaders, type CatalogueLoaders } from './catalogue.js';

export type Loaders = CatalogueLoaders;

export function createLoaders(upstream: Upstream, _session: Session): Loaders {
  return { ...createCatalogueLoaders(upstream) };
}
