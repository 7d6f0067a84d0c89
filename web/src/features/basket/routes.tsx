/** The basket (open to visitors) and its comparison across branches (signed in). */
import { msg } from '@lingui/core/macro';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { basketLoader, compareLoader } from './loaders';

export const basketRoutes: RouteObject[] = [
  {
    path: 'basket',
    // Rendered on the server for visitors and shoppers alike: the gateway renders it with the
    // visitor's basket cookie or the shopper's session, and keeps that page private.
    handle: {
      title: msg`Basket`,
      wide: true,
      render: { screen: 'src/features/basket/BasketPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: basketLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./BasketPage'))).BasketPage,
    }),
  },
];

/**
 * A comparison is of every branch, whichever is chosen: choosing one (which revalidates every
 * route, as "Shop here" does just before it leaves for the basket) must not compare the basket
 * being moved. Arriving at the screen still runs the loader; the screen asks for itself otherwise.
 */
const onArrivalOnly: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate);

/** In the router's signed-in group. */
export const basketAccountRoutes: RouteObject[] = [
  {
    path: 'basket/compare',
    handle: { title: msg`Compare baskets`, backTo: '/basket', wide: true } satisfies RouteHandle,
    loader: compareLoader,
    shouldRevalidate: onArrivalOnly,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ComparePage'))).ComparePage,
    }),
  },
  {
    path: 'basket/compare_debug',
    handle: { title: msg`Compare baskets (details)`, backTo: '/basket' } satisfies RouteHandle,
    loader: compareLoader,
    shouldRevalidate: onArrivalOnly,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ComparePage'))).CompareDebugPage,
    }),
  },
];
