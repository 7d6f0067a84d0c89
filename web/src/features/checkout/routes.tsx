/**
 * The checkout routes (each screen its own chunk); the orders' and the order payments' routes are
 * their features' (orders/routes.tsx, payments/routes.tsx). The router puts them in its
 * `auth-required` group: visitors go to /sign_in?redirect_to=…, and signing out on one goes to `/`.
 * Each has a loader (its feature's loaders.ts) that starts its data while its chunk loads, and a chunk that
 * has not arrived after 120 s fails into the screen error as on every other screen (loadChunk).
 * The checkout entry rules (coming from /orders/, an invalid configuration) are CheckoutLayout's.
 * The dispatch step, the delivery address and the confirmation are rendered on the server for a
 * signed-in shopper, and are forms that work before the scripts (`POST /checkout/dispatch`,
 * `POST /checkout/address`, `POST /checkout/place`, docs/adr/0057, 0062).
 */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { checkoutPaymentLoader } from '../payments/loaders';
import {
  checkoutAddressLoader,
  checkoutConfirmationLoader,
  checkoutDispatchLoader,
  checkoutLayoutLoader,
} from './loaders';
import type { RouteHandle } from '../../core/route-handle';
import { loadChunk } from '../../core/chunk-timeout';

export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    loader: checkoutLayoutLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./CheckoutLayout'))).CheckoutLayout,
    }),
    children: [
      {
        path: 'dispatch',
        handle: {
          title: msg`Collect or deliver`,
          backTo: '/basket',
          wide: true,
          // A signed-in shopper's page, rendered with their basket and choices (docs/adr/0057).
          render: { screen: 'src/features/checkout/DispatchPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: checkoutDispatchLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./DispatchPage'))).DispatchPage,
        }),
      },
      {
        path: 'shipping_address',
        handle: {
          title: msg`Delivery address`,
          backTo: '/checkout/dispatch',
          // Its forms work before the scripts and without them (docs/adr/0062).
          render: { screen: 'src/features/checkout/ShippingAddressPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: checkoutAddressLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./ShippingAddressPage'))).ShippingAddressPage,
        }),
      },
      {
        path: 'confirmation',
        handle: {
          title: msg`Confirm your order`,
          backTo: '/checkout/dispatch',
          wide: true,
          // Rendered with the basket's check, "Place order" a form (docs/adr/0057).
          render: { screen: 'src/features/checkout/ConfirmationPage.tsx', signedIn: true },
        } satisfies RouteHandle,
        loader: checkoutConfirmationLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('./ConfirmationPage'))).ConfirmationPage,
        }),
      },
      {
        path: 'payment',
        handle: { title: msg`Payment` } satisfies RouteHandle,
        loader: checkoutPaymentLoader,
        lazy: async () => ({
          Component: (await loadChunk(() => import('../payments/PaymentPages')))
            .CheckoutPaymentPage,
        }),
      },
    ],
  },
];
