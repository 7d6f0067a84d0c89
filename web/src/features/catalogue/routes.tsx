/** Categories and products, and a product's prices at every branch. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import { withSupplierBar, type RouteHandle } from '../../core/route-handle';
import { categoryLoader, productLoader, productOffersLoader } from './loaders';

export const catalogueRoutes: RouteObject[] = [
  {
    path: 'category/:id',
    handle: withSupplierBar(msg`Category`),
    loader: categoryLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./CategoryPage'))).CategoryPage,
    }),
  },
  {
    path: 'product/:id',
    handle: withSupplierBar(msg`Product`),
    loader: productLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ProductPage'))).ProductPage,
    }),
  },
  {
    path: 'product/:id/offers',
    handle: { title: msg`Prices at every branch`, wide: true } satisfies RouteHandle,
    loader: productOffersLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ProductPage'))).ProductOffersPage,
    }),
  },
];
