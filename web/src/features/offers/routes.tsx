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

/** The offer lists' screens, rendered on the server for visitors and signed-in shoppers (docs/adr/0049). */
const OFFER_PAGES = 'src/features/offers/OfferPages.tsx';

export const offerRoutes: RouteObject[] = [
  {
    path: 'promotions',
    handle: withSupplierBar(msg`Promotions`, undefined, { screen: OFFER_PAGES, signedIn: true }),
    loader: promotionsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).PromotionsPage,
    }),
  },
  {
    path: 'leaflets_promotions',
    handle: {
      title: msg`Leaflet specials`,
      render: { screen: OFFER_PAGES, signedIn: true },
    } satisfies RouteHandle,
    loader: leafletPromotionsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).LeafletPromotionsPage,
    }),
  },
  {
    path: 'stokvel',
    handle: withSupplierBar(msg`Stokvel offers`, undefined, {
      screen: OFFER_PAGES,
      signedIn: true,
    }),
    loader: stokvelLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).StokvelPage,
    }),
  },
  {
    path: 'combos',
    handle: withSupplierBar(msg`Combos`, undefined, { screen: OFFER_PAGES, signedIn: true }),
    loader: combosLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./OfferPages'))).CombosPage,
    }),
  },
  {
    path: 'leaflets',
    handle: {
      title: msg`Leaflets`,
      render: { screen: 'src/features/offers/LeafletsPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: leafletsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./LeafletsPage'))).LeafletsPage,
    }),
  },
];
