/** The chosen branch's offer lists: promotions, leaflet specials, stokvel, combos and leaflets. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import { withSupplierBar, type RouteHandle } from '../../core/route-handle';
import {
  combosLoader,
  leafletPromotionsLoader,
  leafletsLoader,
  promotionsLoader,
  stokvelLoader,
} from './loaders';

export const offerRoutes: RouteObject[] = [
  {
    path: 'promotions',
    handle: withSupplierBar(msg`Promotions`),
    loader: promotionsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).PromotionsPage,
    }),
  },
  {
    path: 'leaflets_promotions',
    handle: { title: msg`Leaflet specials` } satisfies RouteHandle,
    loader: leafletPromotionsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).LeafletPromotionsPage,
    }),
  },
  {
    path: 'stokvel',
    handle: withSupplierBar(msg`Stokvel offers`),
    loader: stokvelLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).StokvelPage,
    }),
  },
  {
    path: 'combos',
    handle: withSupplierBar(msg`Combos`),
    loader: combosLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).CombosPage,
    }),
  },
  {
    path: 'leaflets',
    handle: { title: msg`Leaflets` } satisfies RouteHandle,
    loader: leafletsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./LeafletsPage'))).LeafletsPage,
    }),
  },
];
