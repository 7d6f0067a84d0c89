/**
 * The order history and an order (each screen its own chunk, its data started by its loader).
 * The router puts them in its `auth-required` group, beside the checkout's and the payments'.
 */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/route-handle';
import { loadChunk } from '../../core/chunk-timeout';
import { orderHistoryLoader, orderPageLoader } from './loaders';
import { buyAgainLoader } from './buy-again-loader';

export const orderRoutes: RouteObject[] = [
  {
    path: 'orders',
    children: [
      {
        index: true,
        handle: {
          title: msg`Order history`,
          wide: true,
          render: { screen: 'src/features/orders/OrderHistoryPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: orderHistoryLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./OrderHistoryPage'))).OrderHistoryPage,
        }),
      },
      {
        path: ':id',
        handle: {
          title: msg`Order`,
          backTo: '/orders',
          wide: true,
          render: { screen: 'src/features/orders/OrderDetailPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: orderPageLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./OrderDetailPage'))).OrderDetailPage,
        }),
      },
      {
        path: ':id/again',
        handle: {
          title: msg`Buy again`,
          backTo: '/orders',
          wide: true,
          render: { screen: 'src/features/orders/BuyAgainPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: buyAgainLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./BuyAgainPage'))).BuyAgainPage,
        }),
      },
    ],
  },
];
