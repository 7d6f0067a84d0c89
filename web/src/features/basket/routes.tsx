/**
 * The basket (open to visitors) and its comparison across branches (signed in: a visitor is sent
 * to sign in, or, on a page the server rendered, told why and given the link).
 */
import { msg } from '@lingui/core/macro';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { compareLoader } from './compare-loader';
import { basketLoader } from './loaders';

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

export const basketRoutes: RouteObject[] = [
  {
    path: 'basket',
    // Rendered on the server for visitors and shoppers alike: the gateway renders it with the
    // visitor's basket cookie or the shopper's session, and keeps that page private.
    handle: {
      title: msg`Basket`,
      wide: true,
      // Whether the shop delivers where the visitor is, asked before Checkout leads to sign-in.
      areaLine: true,
      render: { screen: 'src/features/basket/BasketPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: basketLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./BasketPage'))).BasketPage,
    }),
  },
  {
    path: 'basket/compare',
    // Outside the signed-in group: its loader is the sign-in guard in the browser, and the server
    // renders it for everyone: a shopper's comparison with a "Shop here" form per branch (their
    // page alone), a visitor's page saying why signing in is needed (compare-loader.ts).
    handle: {
      title: msg`Compare baskets`,
      backTo: '/basket',
      wide: true,
      // Its "Say where to deliver" opens the branch dialog, which comes with the line.
      areaLine: true,
      render: { screen: 'src/features/basket/ComparePage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: compareLoader,
    shouldRevalidate: onArrivalOnly,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ComparePage'))).ComparePage,
    }),
  },
];

/** In the router's signed-in group. */
export const basketAccountRoutes: RouteObject[] = [
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
