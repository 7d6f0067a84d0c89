/** Search results. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import { withSupplierBar } from '../../core/route-handle';
import { searchLoader } from './loaders';

export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    handle: withSupplierBar(msg`Search`, undefined, {
      screen: 'src/features/search/SearchPage.tsx',
      signedIn: true,
    }),
    loader: searchLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./SearchPage'))).SearchPage,
    }),
  },
];
