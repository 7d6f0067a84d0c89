/**
 * Paying for an order placed earlier, and the payment gateway's return (each its own chunk). The
 * checkout's own payment step is a checkout route (checkout/routes.tsx), under its layout.
 */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../core/route-handle';
import { loadChunk } from '../../core/chunk-timeout';
import { noDataLoader } from '../../core/route-loaders';
import { orderLoader } from '../orders/loaders';

export const orderPaymentRoutes: RouteObject[] = [
  {
    path: 'orders/:id/pay',
    handle: { title: msg`Pay for your order` } satisfies RouteHandle,
    loader: orderLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./PaymentPages'))).OrderPayPage,
    }),
  },
  {
    path: 'orders/:id/pay/return',
    handle: { title: msg`Payment` } satisfies RouteHandle,
    loader: noDataLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./PaymentReturnPage'))).PaymentReturnPage,
    }),
  },
];
