/**
 * The route tree: the shell (config, session, Shell) around every feature's routes. Each feature
 * keeps its routes, loaders and documents together (features/X/routes.tsx, loaders.ts); every
 * screen is its own chunk, and every loader starts its queries while the chunk loads.
 */
import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { accountRoutes, profileRoutes } from '../features/account/routes';
import { AccountSession } from '../features/account/AccountSession';
import { requireAccountLoader } from '../features/account/require-account';
import { AUTH_ROUTE_ID } from '../features/account/session';
import { addressRoutes } from '../features/addresses/routes';
import { basketAccountRoutes, basketRoutes } from '../features/basket/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { orderRoutes } from '../features/orders/routes';
import { orderPaymentRoutes } from '../features/payments/routes';
import { debtorCardRoutes } from '../features/debtorcards/routes';
import { homeRoutes } from '../features/home/routes';
import { offerRoutes } from '../features/offers/routes';
import { searchRoutes } from '../features/search/routes';
import { supplierRoutes } from '../features/suppliers/routes';
import { subscribeSelectedSupplier } from '../core/selected-supplier';
import { termsRoutes } from '../features/terms/routes';
import { ConfigProvider } from '../core/config/ConfigProvider';
import { loadChunk } from '../core/chunk-timeout';
import { withLoadersInTheirOwnTasks } from '../core/loader-task';
import { routerContextFor, type RequestContext } from '../core/request-context';
import type { RouteHandle } from '../core/route-handle';
import { noDataLoader } from '../core/route-loaders';
import { rootLoader } from './root-loader';
import { RouteError } from './RouteError';
import { ScreenError } from './ScreenError';
import { ShellSkeleton } from './ShellSkeleton';
import { Shell } from './Shell';

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
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
    ...homeRoutes,
    ...catalogueRoutes,
    ...offerRoutes,
    ...searchRoutes,
    ...supplierRoutes,
    ...basketRoutes,
    // Routes that need a session: a visitor is sent to /sign_in?redirect_to=<path>.
    {
      id: AUTH_ROUTE_ID,
      loader: requireAccountLoader,
      children: [
        ...basketAccountRoutes,
        ...profileRoutes,
        ...addressRoutes,
        ...debtorCardRoutes,
        // /checkout/*, /orders, /orders/:id, /orders/:id/pay and the payment return.
        ...checkoutRoutes,
        ...orderRoutes,
        ...orderPaymentRoutes,
      ],
    },
    ...accountRoutes,
    ...termsRoutes,
    {
      // The menu as a page: where the toolbar's link leads a browser without scripts.
      path: 'menu',
      handle: {
        title: msg`Menu`,
        render: { screen: 'src/app/MenuPage.tsx', signedIn: true },
      } satisfies RouteHandle,
      loader: noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./MenuPage'))).MenuPage,
      }),
    },
    {
      // Rendered on the server too: an address the shop has no page for answers 404 with this
      // page, with or without JavaScript.
      path: '*',
      handle: {
        title: msg`Page not found`,
        render: { screen: 'src/app/NotFoundPage.tsx', signedIn: true },
      } satisfies RouteHandle,
      loader: noDataLoader,
      lazy: async () => ({
        Component: (await loadChunk(() => import('./NotFoundPage'))).NotFoundPage,
      }),
    },
  ];
}

/**
 * The browser's router (the server renders `routes` with a static handler: server/entry.tsx); its
 * loaders and actions get the page's request context (docs/adr/0049).
 */
export function createShopRouter(context: RequestContext): DataRouter {
  const router = createBrowserRouter(withLoadersInTheirOwnTasks(routes), {
    getContext: () => routerContextFor(context),
  });
  // Screens show the chosen branch's data: choosing another runs the loaders again.
  subscribeSelectedSupplier(() => void router.revalidate(), context.stores);
  return router;
}
