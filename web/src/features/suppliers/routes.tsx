/** The stores (agencies) list. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { agenciesLoader } from './loaders';

export const supplierRoutes: RouteObject[] = [
  {
    path: 'agencies',
    handle: {
      title: msg`Stores`,
      // Where the branch button's form leads before the page has hydrated (ChooseBranchButton).
      render: { screen: 'src/features/suppliers/AgenciesPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: agenciesLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./AgenciesPage'))).AgenciesPage,
    }),
  },
];
