/**
 * Routes, each screen its own chunk, with its title and whether the supplier bar shows. Every
 * route has a static loader (app/loaders.ts) that starts its queries while the chunk loads.
 */
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { checkoutRoutes } from '../features/checkout/routes';
import { AccountSession } from '../features/account/AccountSession';
import { requireAccountLoader } from '../features/account/require-account';
import { AUTH_ROUTE_ID } from '../features/account/session';
import { subscribeSelectedSupplier } from '../features/suppliers/selected-supplier';
import { ConfigProvider } from './config/ConfigProvider';
import { loadChunk } from './chunk-timeout';
import { ShellSkeleton } from './ShellSkeleton';
import * as loaders from './loaders';
import { withLoadersInTheirOwnTasks } from './loader-task';
import { RouteError } from './RouteError';
import { ScreenError } from './ScreenError';
import type { RouteHandle } from './route-handle';
import { Shell } from './Shell';

const withBar = (title: RouteHandle['title']): RouteHandle => ({ title, supplierBar: true });

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: loaders.rootLoader,
    element: (
      <ConfigProvider>
        <AccountSession>
          <Shell />
        </AccountSession>
      </ConfigProvider>
    ),
    errorElement: <RouteError />,
    // The first screen's chunk loads at start-up (its query already under way): the shell's frame meanwhile.
    hydrateFallbackElement: <ShellSkeleton />,
    children: [
      {
        // A screen that fails (offline, a chunk or a query that could not load) shows its error
        // inside the shell: the toolbar, basket and offline banner stay, and it retries itself.
        id: 'screens',
        errorElement: <ScreenError />,
        children: screens(),
      },
    ],
  },
];

function screens(): RouteObject[] {
  return [
    {
      index: true,
      handle: withBar(msg`Shop`),
      loader: loaders.homeLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/home/HomePage'))).HomePage,
      }),
    },
    {
      path: 'category/:id',
      handle: withBar(msg`Category`),
      loader: loaders.categoryLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/catalogue/CategoryPage')))
          .CategoryPage,
      }),
    },
    {
      path: 'product/:id',
      handle: withBar(msg`Product`),
      loader: loaders.productLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/catalogue/ProductPage'))).ProductPage,
      }),
    },
    {
      path: 'product/:id/offers',
      handle: { title: msg`Prices at every branch` } satisfies RouteHandle,
      loader: loaders.productOffersLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/catalogue/ProductPage')))
          .ProductOffersPage,
      }),
    },
    {
      path: 'promotions',
      handle: withBar(msg`Promotions`),
      loader: loaders.promotionsLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/offers/OfferPages'))).PromotionsPage,
      }),
    },
    {
      path: 'leaflets_promotions',
      handle: { title: msg`Leaflet specials` } satisfies RouteHandle,
      loader: loaders.leafletPromotionsLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/offers/OfferPages')))
          .LeafletPromotionsPage,
      }),
    },
    {
      path: 'search',
      handle: withBar(msg`Search`),
      loader: loaders.searchLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/search/SearchPage'))).SearchPage,
      }),
    },
    {
      path: 'stokvel',
      handle: withBar(msg`Stokvel offers`),
      loader: loaders.stokvelLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/offers/OfferPages'))).StokvelPage,
      }),
    },
    {
      path: 'combos',
      handle: withBar(msg`Combos`),
      loader: loaders.combosLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/offers/OfferPages'))).CombosPage,
      }),
    },
    {
      path: 'agencies',
      handle: { title: msg`Stores` } satisfies RouteHandle,
      loader: loaders.agenciesLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/suppliers/AgenciesPage')))
          .AgenciesPage,
      }),
    },
    {
      path: 'leaflets',
      handle: { title: msg`Leaflets` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/offers/LeafletsPage'))).LeafletsPage,
      }),
    },
    {
      path: 'basket',
      handle: { title: msg`Basket` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/basket/BasketPage'))).BasketPage,
      }),
    },
    // Routes that need a session: a visitor is sent to /sign_in?redirect_to=<path>.
    {
      id: AUTH_ROUTE_ID,
      loader: requireAccountLoader,
      children: [
        {
          path: 'basket/compare',
          handle: { title: msg`Compare baskets`, backTo: '/basket' } satisfies RouteHandle,
          loader: loaders.noDataLoader,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/basket/ComparePage')))
              .ComparePage,
          }),
        },
        {
          path: 'basket/compare_debug',
          handle: {
            title: msg`Compare baskets (details)`,
            backTo: '/basket',
          } satisfies RouteHandle,
          loader: loaders.noDataLoader,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/basket/ComparePage')))
              .CompareDebugPage,
          }),
        },
        {
          path: 'profile',
          handle: { title: msg`Profile` } satisfies RouteHandle,
          loader: loaders.profileLoader,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/account/ProfilePage')))
              .ProfilePage,
          }),
        },
        {
          path: 'address_management',
          handle: { title: msg`Address book` } satisfies RouteHandle,
          loader: loaders.addressBookLoader,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/addresses/AddressBookPage')))
              .AddressBookPage,
          }),
        },
        {
          path: 'debtorcards',
          handle: { title: msg`Debtor cards` } satisfies RouteHandle,
          loader: loaders.debtorCardsLoader,
          lazy: async () => ({
            Component: (await loadChunk(() => import('../features/debtorcards/DebtorCardsPage')))
              .DebtorCardsPage,
          }),
        },
        // /checkout/*, /orders, /orders/:id, /orders/:id/pay and the payment return.
        ...checkoutRoutes,
      ],
    },
    {
      path: 'sign_in',
      handle: { title: msg`Log in` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/account/SignInPage'))).SignInPage,
      }),
    },
    {
      path: 'register',
      handle: { title: msg`Register` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/account/RegisterPage'))).RegisterPage,
      }),
    },
    {
      path: 'forgot_password',
      handle: { title: msg`Forgot password` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/account/ForgotPasswordPage')))
          .ForgotPasswordPage,
      }),
    },
    {
      path: 'reset_password',
      handle: { title: msg`Reset password` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/account/ResetPasswordPage')))
          .ResetPasswordPage,
      }),
    },
    {
      path: 'terms_and_conditions',
      handle: { title: msg`Terms and conditions` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/terms/TermsPage'))).TermsPage,
      }),
    },
    {
      path: '*',
      handle: { title: msg`Page not found` } satisfies RouteHandle,
      loader: loaders.noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./NotFoundPage'))).NotFoundPage,
      }),
    },
  ];
}

export const router = createBrowserRouter(withLoadersInTheirOwnTasks(routes));

// Screens show the chosen branch's data: choosing another runs the loaders again.
subscribeSelectedSupplier(() => void router.revalidate());
