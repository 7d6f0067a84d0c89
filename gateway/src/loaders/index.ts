/**
 * Per-request DataLoaders. Each key holds every argument that changes the upstream response, so
 * one GraphQL operation never makes the same upstream call twice and never mixes two calls up.
 */
import DataLoader from 'dataloader';
import type { RestCategory, RestSupplier } from '@shopfront/legacy-sim/contract';
import type { Upstream } from '../upstream/index.js';
import { loadEach } from './load-each.js';

export interface SuppliersNearKey {
  lat: number;
  lon: number;
  radiusKm: number | null;
}

export interface Loaders {
  suppliersNear: DataLoader<SuppliersNearKey, RestSupplier[], string>;
  /** Root categories by supplier id (null: the whole shop). */
  rootCategories: DataLoader<number | null, RestCategory[]>;
}

export function createLoaders(upstream: Upstream): Loaders {
  return {
    suppliersNear: new DataLoader(
      (keys) =>
        loadEach(keys, ({ lat, lon, radiusKm }) =>
          upstream.catalogue.suppliersNear(lat, lon, radiusKm ?? undefined),
        ),
      { cacheKeyFn: ({ lat, lon, radiusKm }) => JSON.stringify([lat, lon, radiusKm]) },
    ),
    rootCategories: new DataLoader((keys) =>
      loadEach(keys, (supplierId) => upstream.catalogue.rootCategories(supplierId ?? undefined)),
    ),
  };
}
