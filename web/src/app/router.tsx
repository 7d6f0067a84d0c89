/** Routes, each screen its own chunk, with its title and whether the supplier bar shows. */
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { checkoutRoutes } from '../features/checkout/routes';
import { AccountSession } from '../features/account/AccountSession';
import { RequireAccount } from '../features/account/RequireAccount';
import { AUTH_ROUTE_ID } from '../features/account/session';
import { FullScreenSpinner } from './FullScreenSpinner';
import { RouteError } from './RouteError';
import type { RouteHandle } from './route-handle';
import { Shell } from './Shell';

const withBar = (title: RouteHandle['title']): RouteHandle => ({ title, supplierBar: true });

export const routes: RouteObject[] = [
  {
    element: (
      <AccountSession>
        <Shell />
      </AccountSession>
    ),
    errorElement: <RouteError />,
    // The first screen's chunk loads after start-up: the spinner shows meanwhile.
    hydrateFallbackElement: <FullScreenSpinner />,
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
      // Routes that need a session: a visitor is sent to /sign_in?redirect_to=<path>.
      {
        id: AUTH_ROUTE_ID,
        element: <RequireAccount />,
        children: [
          {
            path: 'basket/compare',
            handle: { title: msg`Compare baskets`, backTo: '/basket' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/basket/ComparePage')).ComparePage,
            }),
          },
          {
            path: 'basket/compare_debug',
            handle: {
              title: msg`Compare baskets (details)`,
              backTo: '/basket',
            } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/basket/ComparePage')).CompareDebugPage,
            }),
          },
          {
            path: 'profile',
            handle: { title: msg`Profile` } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/account/ProfilePage')).ProfilePage,
            }),
          },
          {
            path: 'address_management',
            handle: { title: msg`Address book` } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/addresses/AddressBookPage')).AddressBookPage,
            }),
          },
          {
            path: 'debtorcards',
            handle: { title: msg`Debtor cards` } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/debtorcards/DebtorCardsPage')).DebtorCardsPage,
            }),
          },
          // /checkout/*, /orders, /orders/:id, /orders/:id/pay and the payment return.
          ...checkoutRoutes,
        ],
      },
      {
        path: 'sign_in',
        handle: { title: msg`Log in` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/account/SignInPage')).SignInPage,
        }),
      },
      {
        path: 'register',
        handle: { title: msg`Register` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/account/RegisterPage')).RegisterPage,
        }),
      },
      {
        path: 'forgot_password',
        handle: { title: msg`Forgot password` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/account/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset_password',
        handle: { title: msg`Reset password` } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('../features/account/ResetPasswordPage')).ResetPasswordPage,
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
