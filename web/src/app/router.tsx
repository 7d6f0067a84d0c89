/** Routes, each screen its own chunk, with its title and whether the supplier bar shows. */
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';
import { Shell } from './Shell';

const withBar = (title: RouteHandle['title']): RouteHandle => ({ title, supplierBar: true });

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        handle: withBar(msg`Shop`),
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: 'category/:id',
        handle: withBar(msg`Category`),
        lazy: async () => ({
          Component: (await import('../features/catalogue/CategoryPage')).CategoryPage,
        }),
      },
      {
        path: 'product/:id',
        handle: withBar(msg`Product`),
        lazy: async () => ({
          Component: (await import('../features/catalogue/ProductPage')).ProductPage,
        }),
      },
      {
        path: 'product/:id/offers',
        handle: { title: msg`Prices at every branch` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/catalogue/ProductPage')).ProductOffersPage,
        }),
      },
      {
        path: 'promotions',
        handle: withBar(msg`Promotions`),
        lazy: async () => ({
          Component: (await import('../features/offers/OfferPages')).PromotionsPage,
        }),
      },
      {
        path: 'leaflets_promotions',
        handle: { title: msg`Leaflet specials` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/offers/OfferPages')).LeafletPromotionsPage,
        }),
      },
      {
        path: 'search',
        handle: withBar(msg`Search`),
        lazy: async () => ({
          Component: (await import('../features/search/SearchPage')).SearchPage,
        }),
      },
      {
        path: 'stokvel',
        handle: withBar(msg`Stokvel offers`),
        lazy: async () => ({
          Component: (await import('../features/offers/OfferPages')).StokvelPage,
        }),
      },
      {
        path: 'combos',
        handle: withBar(msg`Combos`),
        lazy: async () => ({
          Component: (await import('../features/offers/OfferPages')).CombosPage,
        }),
      },
      {
        path: 'agencies',
        handle: { title: msg`Stores` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/suppliers/AgenciesPage')).AgenciesPage,
        }),
      },
      {
        path: 'leaflets',
        handle: { title: msg`Leaflets` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/offers/LeafletsPage')).LeafletsPage,
        }),
      },
      {
        path: 'basket',
        handle: { title: msg`Basket` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/basket/BasketPage')).BasketPage,
        }),
      },
      {
        path: 'basket/compare',
        handle: { title: msg`Compare baskets`, backTo: '/basket' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/basket/ComparePage')).ComparePage,
        }),
      },
      {
        path: 'basket/compare_debug',
        handle: { title: msg`Compare baskets (details)`, backTo: '/basket' } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/basket/ComparePage')).CompareDebugPage,
        }),
      },
      {
        path: 'terms_and_conditions',
        handle: { title: msg`Terms and conditions` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/terms/TermsPage')).TermsPage,
        }),
      },
      {
        path: '*',
        handle: { title: msg`Page not found` } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
