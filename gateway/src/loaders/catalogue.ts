/** Per-request loaders of the catalogue domain (public data). */
import DataLoader from 'dataloader';
import type { RestCategory, RestSupplier } from '@shopfront/legacy-sim/contract';
import type { Upstream } from '../upstream/index.js';
import { loadEach } from './load-each.js';

export interface SuppliersNearKey {
  lat: number;
  lon: number;
  radiusKm: number | null;
}

export interface CatalogueLoaders {
  suppliersNear: DataLoader<SuppliersNearKey, RestSupplier[], string>;
  /** Root categories by supplier id (null: the whole shop). */
  rootCategories: DataLoader<number | null, RestCategory[]>;
}

export function createCatalogueLoaders(upstream: Upstream): CatalogueLoaders {
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
