/** The home screen. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import { withSupplierBar } from '../../core/route-handle';
import { homeLoader } from './loaders';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    handle: withSupplierBar(msg`Shop`, undefined, {
      screen: 'src/features/home/HomePage.tsx',
      signedIn: true,
    }),
    loader: homeLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./HomePage'))).HomePage,
    }),
  },
];
